import type { RspressPlugin } from '@rspress/core';

/**
 * The engine ships a record of every page of both languages in the main bundle. A page's outline
 * and frontmatter are also in that page's own module, which the engine reads for the current page,
 * so drop them from the shared list: no page carries another page's outline. The description goes
 * too; SiteHead writes it from the current page's frontmatter. Runs after the search index was
 * built, which still sees all of them.
 */
export function slimPageDataPlugin(): RspressPlugin {
  return {
    name: 'alist-slim-page-data',
    extendPageData(pageData) {
      const data = pageData as Partial<typeof pageData>;
      delete data.toc;
      delete data.frontmatter;
      delete data.description;
    },
  };
}
