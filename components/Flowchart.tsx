import { useEffect, useRef, useState } from 'react';
import { CHART_LOADING_HEIGHT, RESIZE_DEBOUNCE_MS } from '../site/constants';
import { ChartFrame } from './ChartFrame';
import { useDecodedConfig } from './useDecodedConfig';
import { flowchartOptions, type FlowchartPreset } from './flowchartPresets';
import { useDarkMode } from './useDarkMode';
import { useLibrary } from './useLibrary';
import { usePageText } from './usePageLang';
import { richText } from '../site/text/rich';

const loadFlowchart = () => import('flowchart.js').then((m) => ('default' in m ? (m.default as typeof m) : m));

interface Props {
  /** The fence's text, compressed and base64-encoded at build time (plugins/content/richContent.ts). */
  config: string;
  title?: string;
  preset?: FlowchartPreset;
}

/** A flowchart.js chart from a ```flow fence; scaled to the window width, redrawn on resize and colour-mode change. */
export function Flowchart({ config, title, preset = 'vue' }: Props) {
  const { t } = usePageText(richText);
  const dark = useDarkMode();
  const { lib: flowchart, error: loadError } = useLibrary(loadFlowchart);
  const [drawError, setDrawError] = useState<string>();
  const [width, setWidth] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const { code, error: decodeError } = useDecodedConfig(config);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setWidth(window.innerWidth);
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!flowchart || code === undefined || !el || width === 0) return;
    let chart: ReturnType<typeof flowchart.parse> | undefined;
    try {
      chart = flowchart.parse(code);
      el.replaceChildren();
      chart.drawSVG(el, flowchartOptions(preset, { dark, width, yesText: t.flowYes, noText: t.flowNo }));
      const svg = el.querySelector('svg');
      if (!svg || svg.childElementCount === 0) throw new Error(t.flowEmpty);
      svg.setAttribute('role', 'img');
      if (title) svg.setAttribute('aria-label', title);
      setDrawError(undefined);
    } catch (error) {
      console.error('[Flowchart] cannot draw flowchart', error);
      setDrawError((error as Error).message);
    }
    return () => chart?.clean();
  }, [flowchart, code, preset, dark, width, title, t]);

  return (
    <ChartFrame
      kind="flowchart"
      title={title}
      error={drawError ?? loadError?.message ?? decodeError?.message}
      errorLabel={t.flowchartError}
      loading={!flowchart}
      loadingLabel={t.loadingFlowchart}
      loadingHeight={CHART_LOADING_HEIGHT}
      canvasRef={box}
    />
  );
}
