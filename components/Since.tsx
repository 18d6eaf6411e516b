import { useLang } from '@rspress/core/runtime';
import { sinceText } from '../site/text/since';

/** A small "since v3.xx" mark beside a driver, option, setting, config key or route that arrived after the early v3 releases. */
export function Since({ v }: { v: string }) {
  const t = sinceText[useLang() === 'zh' ? 'zh' : 'en'];
  return (
    <span className="since-mark" title={t.title(v)}>
      {t.text(v)}
    </span>
  );
}

export default Since;
