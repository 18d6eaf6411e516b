import { useHead } from '@rspress/core/runtime';
import { useLocale } from '../hooks/useLocale';

/** Head tags the engine does not write the way the spec wants: the BCP 47 language tag on <html>. */
export function SiteHead() {
  const { locale } = useLocale();
  useHead({ htmlAttrs: { lang: locale.tag } });
  return null;
}
