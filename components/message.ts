import { MESSAGE_DURATION_MS, MESSAGE_MAX_WIDTH, MESSAGE_MIN_WIDTH } from '../site/constants';
import './feedback.css';
import { feedbackText } from '../site/text/feedback';

export type FeedbackType = 'info' | 'success' | 'warning' | 'error';

/** Language of the page shown, for the few strings the pop-ups carry themselves. */
export function documentLang(): 'en' | 'zh' {
  return document.documentElement.lang.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

let host: HTMLDivElement | undefined;

function container(): HTMLDivElement {
  if (!host || !host.isConnected) {
    host = document.createElement('div');
    host.className = 'alist-messages';
    host.setAttribute('role', 'status');
    host.setAttribute('aria-live', 'polite');
    host.setAttribute('aria-label', feedbackText[documentLang()].messages);
    document.body.appendChild(host);
  }
  return host;
}

/**
 * A short pop-up message at the top of the window (SPEC.md §4, §9): it disappears after
 * MESSAGE_DURATION_MS unless another duration is given (0 keeps it until closed), and is between
 * MESSAGE_MIN_WIDTH and MESSAGE_MAX_WIDTH wide (narrower only when the window itself is). Returns a
 * function that closes it.
 */
export function message(text: string, options: { type?: FeedbackType; duration?: number } = {}): () => void {
  const { type = 'info', duration = MESSAGE_DURATION_MS } = options;
  const item = document.createElement('div');
  item.className = `alist-message alist-message--${type}`;
  item.style.minWidth = `min(${MESSAGE_MIN_WIDTH}px, calc(100vw - 32px))`;
  item.style.maxWidth = `min(${MESSAGE_MAX_WIDTH}px, calc(100vw - 32px))`;
  item.textContent = text;
  container().appendChild(item);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    clearTimeout(timer);
    item.remove();
  };
  if (duration > 0) timer = setTimeout(close, duration);
  return close;
}
