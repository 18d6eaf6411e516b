import { useEffect, useState } from 'react';
import { useLocale } from '../hooks/useLocale';
import { localeOfPath, locales, ui } from '../../site/locales';

/** The 404 screen: code, title, one random friendly message, "Go back" and "Take me home". */
export function NotFound() {
  // The page data of 404.html is English; the visitor's path tells which language they read.
  const { locale: pageLocale } = useLocale();
  const [code, setCode] = useState(pageLocale.code);
  const [messageIndex, setMessageIndex] = useState(0);
  useEffect(() => {
    setCode(localeOfPath(window.location.pathname));
    // Random after hydration so the server HTML and the first client render agree.
    setMessageIndex(Math.floor(Math.random() * ui.en.notFoundMessages.length));
  }, []);
  const t = ui[code];
  const home = locales[code].prefix;
  return (
    <main className="not-found" lang={locales[code].tag}>
      <p className="not-found__code">404</p>
      <h1 className="not-found__title">{t.notFoundTitle}</h1>
      <p className="not-found__message" data-testid="not-found-message">
        {t.notFoundMessages[messageIndex]}
      </p>
      <div className="not-found__actions">
        <button type="button" className="not-found__button" onClick={() => window.history.back()}>
          {t.goBack}
        </button>
        <a className="not-found__button not-found__button--brand" href={home}>
          {t.takeMeHome}
        </a>
      </div>
    </main>
  );
}
