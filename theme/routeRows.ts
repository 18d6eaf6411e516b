/**
 * A row of the compact route table (plugins/engine/compactRoutes.ts) holds a route's path, a code for its
 * source file and its loader. The language and the source path follow from the route path: the
 * default language's pages live in "<lang>/" without a URL prefix, the others under "/<lang>/". The
 * file code is 0 for "<page>.md", 1 for "<page>.mdx", or the source path itself when it does not
 * follow that rule. One function reads rows for the browser, the build's check and check-bundles.
 */
export type RouteFile = 0 | 1 | string;

export interface RouteFacts {
  lang: string;
  /** Page source relative to the docs root: "en/guide/index.mdx", "zh/faq/why.md". */
  filePath: string;
}

export function routeFacts(path: string, file: RouteFile, defaultLang: string, prefixedLangs: readonly string[]): RouteFacts {
  const first = path.split('/')[1];
  const lang = prefixedLangs.includes(first) ? first : defaultLang;
  if (typeof file === 'string') return { lang, filePath: file };
  const page = `${lang === defaultLang ? `/${defaultLang}` : ''}${path}${path.endsWith('/') ? 'index' : ''}`;
  return { lang, filePath: `${page.slice(1)}${file === 1 ? '.mdx' : '.md'}` };
}
