import { NOTIFICATION_WIDTH } from '../site/constants';
import './feedback.css';
import { feedbackText } from '../site/text/feedback';
import { documentLang, type FeedbackType } from './message';

let host: HTMLElement | undefined;

function container(): HTMLElement {
  if (!host || !host.isConnected) {
    host = document.createElement('section');
    host.className = 'alist-notifications';
    host.setAttribute('aria-label', feedbackText[documentLang()].notifications);
    document.body.appendChild(host);
  }
  return host;
}

/**
 * A notification card in the top-right corner, NOTIFICATION_WIDTH wide (SPEC.md §9). It has a title,
 * a text and a close button; it stays until closed unless a duration (ms) is given. Errors and
 * warnings are announced at once (role="alert"), others politely.
 */
export function notify(options: { title: string; content?: string; type?: FeedbackType; duration?: number }): () => void {
  const { title, content, type = 'info', duration = 0 } = options;
  const card = document.createElement('div');
  card.className = `alist-notification alist-notification--${type}`;
  card.style.width = `min(${NOTIFICATION_WIDTH}px, calc(100vw - 32px))`;
  card.setAttribute('role', type === 'error' || type === 'warning' ? 'alert' : 'status');
  const heading = document.createElement('p');
  heading.className = 'alist-notification__title';
  heading.textContent = title;
  card.appendChild(heading);
  if (content) {
    const body = document.createElement('p');
    body.className = 'alist-notification__content';
    body.textContent = content;
    card.appendChild(body);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'alist-notification__close';
  button.setAttribute('aria-label', feedbackText[documentLang()].close);
  button.textContent = '×';
  card.appendChild(button);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    clearTimeout(timer);
    card.remove();
  };
  button.addEventListener('click', close);
  if (duration > 0) timer = setTimeout(close, duration);
  container().appendChild(card);
  return close;
}
