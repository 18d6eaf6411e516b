import { useFrontmatter, useHead } from '@rspress/core/runtime';
import { useLocale } from '../hooks/useLocale';

/**
 * Head tags the engine does not write the way the spec wants: the BCP 47 language tag on <html>,
 * and the page's own description (frontmatter), falling back to the site description.
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
    ],
  });
  return null;
}
