import { richText } from '../site/text/rich';

export type ConfigType = 'json' | 'js';

/** A configuration the author wrote wrongly; its message is shown in the error box. */
export class ConfigError extends Error {}

/**
 * Turns the text of a chart fence into the options object. `json` is parsed as JSON; `js` is the body
 * of a function that returns the options (so it may use functions, e.g. label formatters). Both are
 * the page author's own code, bundled with the page at build time.
 */
export function parseChartConfig(code: string, type: ConfigType, lang: 'en' | 'zh' = 'en'): Record<string, unknown> {
  const t = richText[lang];
  let value: unknown;
  if (type === 'json') {
    try {
      value = JSON.parse(code);
    } catch (error) {
      throw new ConfigError(t.badJson((error as Error).message));
    }
  } else {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- author-written chart code, see above
    value = new Function(code)();
    if (value === undefined) throw new ConfigError(t.jsReturnsNothing);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ConfigError(t.notAnObject);
  return value as Record<string, unknown>;
}
