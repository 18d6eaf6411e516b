/**
 * The shape of one locale's search index file (static/search/<lang>.<version>.json), written at build
 * time by plugins/search and read by the browser (theme/search/loadIndex.ts) and by scripts/bench.ts.
 * Arrays instead of objects keep the file small.
 */
export interface SearchIndexFile {
  /** Format version; bump when the shape changes. */
  v: 1;
  /** Locale code: "en" or "zh". */
  lang: string;
  /** [canonical URL path, page title] */
  pages: [path: string, title: string][];
  /**
   * One entry per heading section: [index into pages, heading id ("" for the text above the first
   * heading), heading chain ("Install › Docker compose"; the page title for the top section), text].
   */
  sections: [page: number, anchor: string, heading: string, text: string][];
}

export const SEARCH_INDEX_FORMAT = 1;

/** Path of a locale's index under the site base, e.g. "static/search/en.lq3x9a.json". */
export function searchIndexFileName(lang: string, version: string): string {
  return `static/search/${lang}.${version}.json`;
}
