import { useEffect, useRef, useState } from 'react';
import { CHARTJS_HEIGHT, CHART_LOADING_HEIGHT } from '../site/constants';
import { ChartFrame } from './ChartFrame';
import { parseChartConfig, type ConfigType } from './chartConfig';
import { useDecodedConfig } from './useDecodedConfig';
import { useDarkMode } from './useDarkMode';
import { useLibrary } from './useLibrary';
import { usePageText } from './usePageLang';
import { richText } from '../site/text/rich';

const loadChartJs = () => import('chart.js/auto').then((m) => m.default);

interface Props {
  /** The fence's text, compressed and base64-encoded at build time (plugins/content/richContent.ts). */
  config: string;
  title?: string;
  type?: ConfigType;
}

/** A Chart.js chart from a ```chartjs fence (JSON, or JS returning the config); redrawn on colour-mode change. */
export function ChartJS({ config, title, type = 'json' }: Props) {
  const { lang, t } = usePageText(richText);
  const dark = useDarkMode();
  const { lib: Chart, error: loadError } = useLibrary(loadChartJs);
  const [drawError, setDrawError] = useState<string>();
  const box = useRef<HTMLDivElement>(null);
  const { code, error: decodeError } = useDecodedConfig(config);

  useEffect(() => {
    if (!Chart || code === undefined || !box.current) return;
    let chart: InstanceType<typeof Chart> | undefined;
    try {
      const options = parseChartConfig(code, type, lang) as unknown as ConstructorParameters<typeof Chart>[1];
      const text = dark ? '#d4d4d8' : '#3f3f46';
      const grid = dark ? 'rgba(255,255,255,0.14)' : 'rgba(0,0,0,0.1)';
      Chart.defaults.color = text;
      Chart.defaults.borderColor = grid;
      Chart.defaults.maintainAspectRatio = false;
      const canvas = document.createElement('canvas');
      if (title) canvas.setAttribute('aria-label', title);
      canvas.setAttribute('role', 'img');
      box.current.replaceChildren(canvas);
      chart = new Chart(canvas, options);
      setDrawError(undefined);
    } catch (error) {
      console.error('[ChartJS] cannot draw chart', error);
      setDrawError((error as Error).message);
    }
    return () => chart?.destroy();
  }, [Chart, code, type, dark, lang, title]);

  return (
    <ChartFrame
      configType={type}
      kind="chartjs"
      title={title}
      error={drawError ?? loadError?.message ?? decodeError?.message}
      errorLabel={t.chartError}
      loading={!Chart}
      loadingLabel={t.loadingChart}
      loadingHeight={CHART_LOADING_HEIGHT}
      height={CHARTJS_HEIGHT}
      canvasRef={box}
    />
  );
}
