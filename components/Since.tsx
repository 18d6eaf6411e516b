import { useLang } from '@rspress/core/runtime';
import { SinceMark } from './sinceMark';

/** A small "since v3.xx" mark beside a driver, option, setting, config key or route that arrived after the early v3 releases. */
export function Since({ v }: { v: string }) {
  return <SinceMark v={v} lang={useLang() === 'zh' ? 'zh' : 'en'} />;
}

export default Since;
