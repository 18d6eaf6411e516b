import { FLOWCHART_DEFAULTS, FLOWCHART_SCALE } from '../site/constants';

export type FlowchartPreset = 'ant' | 'vue' | 'pie';
type Symbol = 'start' | 'end' | 'operation' | 'inputoutput' | 'subroutine' | 'condition' | 'parallel';
type SymbolStyle = { fill: string; 'font-color': string; 'element-color': string; 'line-width'?: number };

/** SPEC.md §9: 0.8 below 419 px of window width, 0.9 up to 1280 px, 1 above. */
export function flowchartScale(width: number): number {
  if (width < FLOWCHART_SCALE.smallBelow) return FLOWCHART_SCALE.small;
  if (width <= FLOWCHART_SCALE.largeAbove) return FLOWCHART_SCALE.medium;
  return FLOWCHART_SCALE.large;
}

const solid = (fill: string, font = '#ffffff'): SymbolStyle => ({ fill, 'font-color': font, 'element-color': fill });

/** Colours of each preset: `ant` (blue operations, like Ant Design), `vue` (green and slate), `pie` (one pastel per kind). */
const presetSymbols: Record<FlowchartPreset, Record<Symbol, SymbolStyle>> = {
  ant: {
    start: solid('#595959'),
    end: solid('#595959'),
    operation: solid('#1677ff'),
    inputoutput: solid('#13a8a8'),
    subroutine: solid('#722ed1'),
    condition: solid('#d48806'),
    parallel: solid('#389e0d'),
  },
  vue: {
    start: solid('#2f9768'),
    end: solid('#2f9768'),
    operation: solid('#35495e'),
    inputoutput: solid('#3d7a9e'),
    subroutine: solid('#5b4a8b'),
    condition: solid('#b45309'),
    parallel: solid('#35495e'),
  },
  pie: {
    start: solid('#f6c89f', '#3b2a1a'),
    end: solid('#f4a4a4', '#3b1a1a'),
    operation: solid('#a7d3f5', '#10304a'),
    inputoutput: solid('#bfe5c8', '#143a20'),
    subroutine: solid('#d8c6f0', '#2e1f47'),
    condition: solid('#f7e08c', '#3d3410'),
    parallel: solid('#c9e7e3', '#123a36'),
  },
};

/**
 * drawSVG options for a preset: the spec's defaults (line width 2, line length 40, font size 14), the
 * condition texts in the page's language, lines and labels readable on the page's background.
 */
export function flowchartOptions(preset: FlowchartPreset, opts: { dark: boolean; width: number; yesText?: string; noText?: string }) {
  const ink = opts.dark ? '#d4d4d8' : '#3f3f46';
  return {
    'line-width': FLOWCHART_DEFAULTS.lineWidth,
    'line-length': FLOWCHART_DEFAULTS.lineLength,
    'font-size': FLOWCHART_DEFAULTS.fontSize,
    'yes-text': opts.yesText ?? FLOWCHART_DEFAULTS.yesText,
    'no-text': opts.noText ?? FLOWCHART_DEFAULTS.noText,
    'line-color': ink,
    'element-color': ink,
    'font-color': ink,
    fill: 'transparent',
    'arrow-end': 'block',
    scale: flowchartScale(opts.width),
    symbols: presetSymbols[preset],
  };
}
