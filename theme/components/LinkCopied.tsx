import { useHeadingLinkCopy } from '../hooks/useHeadingLinkCopy';
import { useLocale } from '../hooks/useLocale';

/** Confirms a copied section link; announced politely to screen readers. */
export function LinkCopied() {
  const copied = useHeadingLinkCopy();
  const { t } = useLocale();
  return (
    <div className="link-copied" role="status" aria-live="polite" data-visible={copied}>
      {copied ? t.linkCopied : ''}
    </div>
  );
}
