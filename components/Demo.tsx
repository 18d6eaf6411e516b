import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { message } from './message';
import { demoDocument, demoSource, playgroundActions, playgroundFields, type DemoCode, type Playground } from './playground';
import { useDarkMode } from './useDarkMode';
import { usePageText } from './usePageLang';
import './richContent.css';
import { demoText } from '../site/text/demo';

interface Props {
  title?: string;
  kind: 'html' | 'react';
  html?: string;
  css?: string;
  js?: string;
  jsx?: string;
  /** The React demo's default export, imported by the page (plugins/content/richContent.ts). */
  component?: ComponentType;
  /** The highlighted code blocks, shown when the panel is expanded. */
  children?: ReactNode;
}

function PlaygroundButton({ site, demo, label, note }: { site: Playground; demo: DemoCode; label: string; note: string }) {
  return (
    <form className="rich-demo__form" method="post" action={playgroundActions[site]} target="_blank" data-playground={site}>
      {Object.entries(playgroundFields(site, demo)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="rich-demo__button">
        {label}
        <span className="sr-only"> {note}</span>
      </button>
    </form>
  );
}

/**
 * A live code demo from ```html demo / ```css demo / ```js demo fences (run in a sandboxed frame) or a
 * ```jsx demo fence (a React component rendered in the page), with its code collapsed or expanded,
 * a copy button and buttons that open the code in CodePen or JSFiddle.
 */
export function Demo({ title, kind, html, css, js, jsx, component: Component, children }: Props) {
  const { lang, t } = usePageText(demoText);
  const dark = useDarkMode();
  const [expanded, setExpanded] = useState(false);
  const [height, setHeight] = useState<number>();
  const frame = useRef<HTMLIFrameElement>(null);
  const codeId = `demo-code-${useId().replace(/[^\w-]/g, '')}`;
  const name = title || t.label;
  const demo: DemoCode = { title: name, kind, html, css, js, jsx };

  useEffect(() => {
    if (kind !== 'html') return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const value = (event.data as { alistDemoHeight?: unknown } | null)?.alistDemoHeight;
      if (typeof value === 'number' && value > 0) setHeight(Math.ceil(value));
    };
    window.addEventListener('message', onMessage);
    // The frame may have reported its height before this page hydrated: ask again.
    frame.current?.contentWindow?.postMessage('alist-demo-measure', '*');
    return () => window.removeEventListener('message', onMessage);
  }, [kind]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(demoSource(demo));
      message(t.copied, { type: 'success' });
    } catch {
      message(t.copyFailed, { type: 'error' });
    }
  };

  return (
    <section className="rich-demo" aria-label={`${t.label}: ${name}`} data-kind={kind}>
      {title && <p className="rich-demo__title">{title}</p>}
      <div className="rich-demo__preview" aria-label={t.preview} role="group">
        {kind === 'react' && Component ? (
          <>
            {css && <style>{css}</style>}
            <Component />
          </>
        ) : (
          <iframe
            ref={frame}
            className="rich-demo__frame"
            title={t.frameTitle(name)}
            sandbox="allow-scripts allow-popups allow-forms allow-modals"
            srcDoc={demoDocument(demo, dark, lang)}
            style={height ? { height } : undefined}
          />
        )}
      </div>
      <div className="rich-demo__toolbar">
        <button type="button" className="rich-demo__button" aria-expanded={expanded} aria-controls={codeId} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t.hideCode : t.showCode}
        </button>
        <button type="button" className="rich-demo__button" onClick={copy}>
          {t.copy}
        </button>
        <PlaygroundButton site="codepen" demo={demo} label={t.codepen} note={t.newTab} />
        <PlaygroundButton site="jsfiddle" demo={demo} label={t.jsfiddle} note={t.newTab} />
      </div>
      <div id={codeId} className="rich-demo__code" hidden={!expanded} data-state={expanded ? 'expanded' : 'collapsed'}>
        {children}
      </div>
    </section>
  );
}
