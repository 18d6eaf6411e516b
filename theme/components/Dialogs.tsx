import { useLocation, useNavigate } from '@rspress/core/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Notice } from '../../site/notices';
import { dismiss, isDismissed, noticeStorageKey } from '../dismissals';
import { useLocale } from '../hooks/useLocale';
import { decideLanguage, LOCALE_CHOICE_KEY, LOCALE_DIALOG_DISMISSED_KEY } from '../languageOffer';
import { twinPath } from '../twinPath';
import type { LocaleCode } from '../../site/locales';

// Most visits show no dialog, so the dialog code (and Radix) loads only when one is due, and the
// announcements themselves load after hydration, when the dialogs decide.
const loadNotices = () => import('../../site/notices');
const LanguageDialog = lazy(() => import('./LanguageDialog').then((m) => ({ default: m.LanguageDialog })));
const NoticeDialog = lazy(() => import('./NoticeDialog').then((m) => ({ default: m.NoticeDialog })));

const noticeStore = { isSeen: (key: string, showOnce: boolean) => isDismissed(noticeStorageKey(key), showOnce) };

function readChoice(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_CHOICE_KEY);
  } catch {
    return null;
  }
}

/** The language offer comes first; announcements wait until it is answered. Both decide after hydration. */
export function Dialogs() {
  const { locale } = useLocale();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const [offer, setOffer] = useState<LocaleCode | null>(null);
  const [languageSettled, setLanguageSettled] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dismissals, setDismissals] = useState(0);

  useEffect(() => {
    const decision = decideLanguage(locale.code, navigator.languages ?? [navigator.language], readChoice(), isDismissed(LOCALE_DIALOG_DISMISSED_KEY, true));
    if (decision.kind === 'follow') navigate(`${twinPath(window.location.pathname, decision.target)}${window.location.hash}`, { replace: true });
    setOffer(decision.kind === 'offer' ? decision.target : null);
    setLanguageSettled(decision.kind !== 'offer');
    // Decided once per visit; later navigations keep the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!languageSettled) {
      setNotice(null);
      return;
    }
    let current = true;
    loadNotices().then(
      ({ noticeFor }) => current && setNotice(noticeFor(locale.code, pathname, noticeStore)),
      () => current && setNotice(null), // offline before the first load: no announcement, nothing breaks
    );
    return () => {
      current = false;
    };
  }, [languageSettled, locale.code, pathname, dismissals]);

  const answer = (switchTo: boolean, remember: boolean) => {
    if (remember) {
      try {
        window.localStorage.setItem(LOCALE_CHOICE_KEY, switchTo && offer ? offer : locale.code);
      } catch {
        /* storage disabled: the answer holds for this page only */
      }
    }
    // A dismissed offer does not come back, in this visit or later ones.
    dismiss(LOCALE_DIALOG_DISMISSED_KEY, true);
    const target = offer;
    setOffer(null);
    setLanguageSettled(true);
    if (switchTo && target) navigate(`${twinPath(pathname, target)}${hash}`);
  };

  if (offer)
    return (
      <Suspense fallback={null}>
        <LanguageDialog target={offer} onSwitch={(r) => answer(true, r)} onStay={(r) => answer(false, r)} />
      </Suspense>
    );
  if (notice)
    return (
      <Suspense fallback={null}>
        <NoticeDialog
          key={notice.noticeKey}
          notice={notice}
          onDismiss={() => {
            dismiss(noticeStorageKey(notice.noticeKey), notice.showOnce);
            setDismissals((n) => n + 1);
          }}
        />
      </Suspense>
    );
  return null;
}
