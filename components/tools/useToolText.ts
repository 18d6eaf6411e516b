import { useLang } from '@rspress/core/runtime';
import { standaloneToolTextOf, toolTextOf, type StandaloneToolText, type ToolText } from '../../site/text/tools';
import type { ProviderId } from './providers';

export type { ToolText };
/** What the standalone tools read: the tools' strings and their own. */
export type StandaloneText = ToolText & StandaloneToolText;

/** The page's language, the tool strings in it, and a helper that puts a site path into the page's locale. */
export function useToolText() {
  const lang = useLang() === 'zh' ? ('zh' as const) : ('en' as const);
  const t: ToolText = toolTextOf(lang);
  const localPath = (path: string) => (lang === 'zh' ? `/zh${path}` : path);
  return { lang, t, localPath };
}

/** As useToolText, for the standalone tools, whose pages also import site/text/toolsStandalone.<lang>.ts. */
export function useStandaloneToolText() {
  const tools = useToolText();
  const t: StandaloneText = standaloneToolTextOf(tools.lang);
  return { ...tools, t };
}

/** Label of a client field; Dropbox and Baidu name their credentials differently. */
export function fieldLabel(t: ToolText, provider: ProviderId | null, field: keyof ToolText['fields']): string {
  if (provider === 'dropbox' && (field === 'clientId' || field === 'clientSecret')) return t.fieldsDropbox[field];
  if (provider === 'baidu' && (field === 'clientId' || field === 'clientSecret')) return t.fieldsBaidu[field];
  return t.fields[field];
}
