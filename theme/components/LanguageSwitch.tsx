import { useLocation } from '@rspress/core/runtime';
import { Link } from './Link';
import { useLocale } from '../hooks/useLocale';
import { locales } from '../../site/locales';
import { canonicalOfRoute } from '../canonicalPath';
import { twinPath } from '../twinPath';
import { NAVBAR_END_ID } from '../navbarEnd';

/** A visible link to the same page in the other language, kept in the navbar at every width. */
export function LanguageSwitch() {
  const { locale } = useLocale();
  const { pathname, hash } = useLocation();
  const other = locale.code === 'zh' ? locales.en : locales.zh;
  return (
    <>
      <Link href={`${canonicalOfRoute(twinPath(pathname, other.code))}${hash}`} className="language-switch" hrefLang={other.tag} lang={other.tag} data-testid="language-switch">
        {other.label}
      </Link>
      {/* The first paint waits for this element (theme/navbarEnd.ts). */}
      <span id={NAVBAR_END_ID} hidden />
    </>
  );
}
