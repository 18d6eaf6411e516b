import { useEffect, useRef, useState } from 'react';
import { ECHARTS_LOADING_HEIGHT, RESIZE_DEBOUNCE_MS } from '../site/constants';
import { ChartFrame } from './ChartFrame';
import { parseChartConfig, type ConfigType } from './chartConfig';
import { useDecodedConfig } from './useDecodedConfig';
import { useDarkMode } from './useDarkMode';
import { useLibrary } from './useLibrary';
import { usePageText } from './usePageLang';
import { richText } from '../site/text/rich';

const loadECharts = () => import('echarts');

interface Props {
  /** The fence's text, compressed and base64-encoded at build time (plugins/content/richContent.ts). */
  config: string;
  title?: string;
  type?: ConfigType;
}

/** An ECharts chart from an ```echarts fence; redrawn with the dark theme when the colour mode changes. */
export function ECharts({ config, title, type = 'json' }: Props) {
  const { lang, t } = usePageText(richText);
  const dark = useDarkMode();
  const { lib: echarts, error: loadError } = useLibrary(loadECharts);
  const [drawError, setDrawError] = useState<string>();
  const box = useRef<HTMLDivElement>(null);
  const { code, error: decodeError } = useDecodedConfig(config);

  useEffect(() => {
    if (!echarts || code === undefined || !box.current) return;
    let chart: ReturnType<typeof echarts.init> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => chart?.resize(), RESIZE_DEBOUNCE_MS);
    };
    try {
      const options = parseChartConfig(code, type, lang);
      chart = echarts.init(box.current, dark ? 'dark' : undefined, { renderer: 'svg' });
      chart.setOption({ backgroundColor: 'transparent', ...options });
      if (title) {
        box.current.setAttribute('role', 'img');
        box.current.setAttribute('aria-label', title);
      }
      window.addEventListener('resize', onResize);
      setDrawError(undefined);
    } catch (error) {
      console.error('[ECharts] cannot draw chart', error);
      chart?.dispose();
      chart = undefined;
      setDrawError((error as Error).message);
    }
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [echarts, code, type, dark, lang, title]);

  return (
    <ChartFrame
      configType={type}
      kind="echarts"
      title={title}
      error={drawError ?? loadError?.message ?? decodeError?.message}
      errorLabel={t.chartError}
      loading={!echarts}
      loadingLabel={t.loadingChart}
      loadingHeight={ECHARTS_LOADING_HEIGHT}
      height={ECHARTS_LOADING_HEIGHT}
      canvasRef={box}
    />
  );
}
