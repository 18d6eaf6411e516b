import { useLang } from '@rspress/core/runtime';
import { toolTextOf, type ToolText } from '../../site/text/tools';
import type { ProviderId } from './providers';

export type { ToolText };

/** The page's language, the tool strings in it, and a helper that puts a site path into the page's locale. */
export function useToolText() {
  const lang = useLang() === 'zh' ? ('zh' as const) : ('en' as const);
  const t: ToolText = toolTextOf(lang);
  const localPath = (path: string) => (lang === 'zh' ? `/zh${path}` : path);
  return { lang, t, localPath };
}

/** Label of a client field; Dropbox and Baidu name their credentials differently. */
export function fieldLabel(t: ToolText, provider: ProviderId | null, field: keyof ToolText['fields']): string {
  if (provider === 'dropbox' && (field === 'clientId' || field === 'clientSecret')) return t.fieldsDropbox[field];
  if (provider === 'baidu' && (field === 'clientId' || field === 'clientSecret')) return t.fieldsBaidu[field];
  return t.fields[field];
}
