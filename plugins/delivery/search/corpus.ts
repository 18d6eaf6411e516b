import type { SearchCorpus } from '../../../theme/search/shardFormat';
import { extractSections, type ExtractedPage } from './extractSections';

/**
 * A locale's search corpus from its built pages ([url, html], in URL order). `extracted` gives what
 * extractSections returns for each page when it is already known (./pageCache.ts).
 */
export function corpusOfPages(lang: string, pages: [url: string, html: string][], extracted?: (ExtractedPage | null)[]): SearchCorpus {
  const corpus: SearchCorpus = { lang, pages: [], sections: [] };
  pages.forEach(([url, html], i) => {
    const page = extracted ? extracted[i] : extractSections(html);
    if (!page) return;
    const pageNo = corpus.pages.push([url, page.title]) - 1;
    for (const s of page.sections) corpus.sections.push([pageNo, s.anchor, s.heading, s.text]);
  });
  return corpus;
}
