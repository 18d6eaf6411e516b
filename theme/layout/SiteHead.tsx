import { useFrontmatter, useHead } from '@rspress/core/runtime';
import { useLocale } from '../hooks/useLocale';

/**
 * Head tags the engine does not write the way the spec wants: the BCP 47 language tag on <html>,
 * the page's own description (frontmatter), falling back to the site description, and og:type as the
 * static HTML has it (plugins/delivery/seoHead.ts: "website" for the home pages, "article" for the rest; the
 * engine would write "website" everywhere after hydration).
 */
export function SiteHead() {
  const { locale } = useLocale();
  const { frontmatter } = useFrontmatter();
  const description = typeof frontmatter.description === 'string' && frontmatter.description ? frontmatter.description : locale.description;
  useHead({
    htmlAttrs: { lang: locale.tag },
    meta: [
      { name: 'description', content: description },
      { property: 'og:description', content: description },
      { property: 'og:type', content: frontmatter.pageType === 'home' ? 'website' : 'article' },
    ],
  });
  return null;
}
