import { useEffect, useId, useRef, useState } from 'react';
import { CHART_LOADING_HEIGHT } from '../site/constants';
import { ChartFrame } from './ChartFrame';
import { useDecodedConfig } from './useDecodedConfig';
import { useDarkMode } from './useDarkMode';
import { useLibrary } from './useLibrary';
import { usePageText } from './usePageLang';
import { richText } from '../site/text/rich';

const loadMermaid = () => import('mermaid').then((m) => m.default);

interface Props {
  /** The fence's text, compressed and base64-encoded at build time (plugins/content/richContent.ts). */
  config: string;
  title?: string;
}

/** A mermaid diagram from a ```mermaid fence, in mermaid's light or dark theme to match the page. */
export function Mermaid({ config, title }: Props) {
  const { t } = usePageText(richText);
  const dark = useDarkMode();
  const { lib: mermaid, error: loadError } = useLibrary(loadMermaid);
  const [svg, setSvg] = useState<string>();
  const [drawError, setDrawError] = useState<string>();
  const box = useRef<HTMLDivElement>(null);
  const { code, error: decodeError } = useDecodedConfig(config);
  const id = `mermaid-${useId().replace(/[^\w-]/g, '')}`;

  useEffect(() => {
    if (!mermaid || code === undefined) return;
    let alive = true;
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', suppressErrorRendering: true, theme: dark ? 'dark' : 'default' });
    mermaid.render(`${id}-${dark ? 'dark' : 'light'}`, code).then(
      (result) => {
        if (!alive) return;
        setSvg(result.svg);
        setDrawError(undefined);
      },
      (error: unknown) => {
        if (!alive) return;
        console.error('[Mermaid] cannot draw diagram', error);
        setDrawError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      alive = false;
    };
  }, [mermaid, code, dark, id]);

  useEffect(() => {
    if (!svg || !box.current) return;
    box.current.innerHTML = svg;
    const el = box.current.querySelector('svg');
    if (el) {
      el.setAttribute('role', 'img');
      if (title) el.setAttribute('aria-label', title);
    }
  }, [svg, title]);

  return (
    <ChartFrame
      kind="mermaid"
      title={title}
      error={drawError ?? loadError?.message ?? decodeError?.message}
      errorLabel={t.diagramError}
      loading={!svg}
      loadingLabel={t.loadingDiagram}
      loadingHeight={CHART_LOADING_HEIGHT}
      canvasRef={box}
    />
  );
}
