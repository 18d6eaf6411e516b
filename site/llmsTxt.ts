import type { UserConfig } from '@rspress/core';
import { locales, type LocaleCode } from './locales';
import { loadPages } from './pages';

type LlmsTxtRenderer = Exclude<Exclude<UserConfig['llms'], boolean | undefined>['llmsTxt'], undefined>;

/** One-line description of a page: its frontmatter description, else nothing. */
function descriptions(lang: LocaleCode): Map<string, string> {
  const map = new Map<string, string>();
  for (const p of loadPages(lang)) {
    if (!p.frontmatter.description) continue;
    const route = `${lang === 'zh' ? '/zh/' : '/'}${p.route}`;
    map.set(route.replace(/\.html$/, ''), p.frontmatter.description);
    map.set(route.endsWith('/') ? `${route}index` : route, p.frontmatter.description);
  }
  return map;
}

/**
 * llms.txt per language (llmstxt.org): the site title and description, then each sidebar section with
 * every page as "[title](absolute Markdown URL): one-line description".
 */
export function llmsTxtRenderer(siteUrl: string): LlmsTxtRenderer {
  return ({ lang, sections }) => {
    const code: LocaleCode = lang === 'zh' ? 'zh' : 'en';
    const info = locales[code];
    const known = descriptions(code);
    const lines = [`# ${info.title}`, '', `> ${info.description}`, ''];
    for (const section of sections) {
      lines.push(`## ${section.title}`, '');
      for (const page of section.pages) {
        const description = page.description ?? known.get(page.routePath.replace(/\.html$/, '')) ?? '';
        lines.push(`- [${page.title}](${page.link.startsWith("http") ? page.link : siteUrl + page.link})${description ? `: ${description.replace(/\s+/g, ' ')}` : ''}`);
      }
      lines.push('');
    }
    return lines.join('\n');
  };
}
