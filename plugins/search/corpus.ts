import type { SearchCorpus } from '../../theme/search/shardFormat';
import { extractSections } from './extractSections';

/** A locale's search corpus from its built pages ([url, html], in URL order). */
export function corpusOfPages(lang: string, pages: [url: string, html: string][]): SearchCorpus {
  const corpus: SearchCorpus = { lang, pages: [], sections: [] };
  for (const [url, html] of pages) {
    const page = extractSections(html);
    if (!page) continue;
    const pageNo = corpus.pages.push([url, page.title]) - 1;
    for (const s of page.sections) corpus.sections.push([pageNo, s.anchor, s.heading, s.text]);
  }
  return corpus;
}
