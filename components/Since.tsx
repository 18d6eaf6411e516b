import { useLang } from '@rspress/core/runtime';
import { componentText } from '../site/componentText';

/** A small "since v3.xx" mark beside a driver, option, setting, config key or route that arrived after the early v3 releases. */
export function Since({ v }: { v: string }) {
  const t = componentText[useLang() === 'zh' ? 'zh' : 'en'].since;
  return (
    <span className="since-mark" title={t.title(v)}>
      {t.text(v)}
    </span>
  );
}

export default Since;
