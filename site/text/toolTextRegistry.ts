/**
 * The token tools' strings that have arrived, by language. Each part (site/text/tools/<part>.<lang>.ts)
 * registers its sections here when it runs; site/text/tools.ts reads them with the parts' types. The parts
 * import this module and nothing of tools.ts, so neither imports the other.
 */
type Lang = 'en' | 'zh';
type Sections = Record<string, unknown>;

/** The sections of each language whose part modules have run. A page never downloads the other language's. */
const loaded: Partial<Record<Lang, Sections>> = {};
const merged: Partial<Record<Lang, Sections>> = {};

export function registerToolText(lang: Lang, part: Sections): void {
  loaded[lang] = { ...loaded[lang], ...part };
  delete merged.en;
  delete merged.zh;
}

/**
 * Every section loaded, in `lang` where its part has run, else in the other language; reading a section in
 * neither throws, naming it. The same object until another part arrives.
 */
export function loadedToolText(lang: Lang): Sections {
  const cached = merged[lang];
  if (cached) return cached;
  const sections = { ...loaded[lang === 'en' ? 'zh' : 'en'], ...loaded[lang] };
  if (Object.keys(sections).length === 0) throw new Error('tool strings: no part of site/text/tools/ was loaded; a page that shows a tool must import its parts (plugins/localeToolText.ts does it for pages under docs/)');
  const text = new Proxy(sections, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target)) throw new Error(`tool strings: the section "${key}" is in none of the loaded parts; add its part to the tool in TOOL_TEXT_PARTS (plugins/localeToolText.ts)`);
      return Reflect.get(target, key);
    },
  });
  merged[lang] = text;
  return text;
}
