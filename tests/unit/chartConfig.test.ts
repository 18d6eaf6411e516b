import { describe, expect, it } from 'vitest';
import { ConfigError, parseChartConfig } from '../../components/chartConfig';
import { flowchartOptions, flowchartScale } from '../../components/flowchartPresets';
import { FLOWCHART_DEFAULTS, FLOWCHART_SCALE } from '../../site/constants';

describe('chart configuration', () => {
  it('parses JSON and JavaScript configs', () => {
    expect(parseChartConfig('{"type":"bar"}', 'json')).toEqual({ type: 'bar' });
    const js = parseChartConfig('const n = [1, 2];\nreturn { data: n, format: (v) => `${v} drivers` };', 'js');
    expect(js.data).toEqual([1, 2]);
    expect((js.format as (v: number) => string)(3)).toBe('3 drivers');
  });

  it('explains a bad config in the page language', () => {
    expect(() => parseChartConfig('{"type": "bar",', 'json')).toThrow(ConfigError);
    expect(() => parseChartConfig('{"type": "bar",', 'json')).toThrow(/not valid JSON/);
    expect(() => parseChartConfig('{"type": "bar",', 'json', 'zh')).toThrow(/不是有效的 JSON/);
    expect(() => parseChartConfig('[1, 2]', 'json')).toThrow(/must be an object/);
    expect(() => parseChartConfig('const a = 1;', 'js')).toThrow(/must return an object/);
    expect(() => parseChartConfig('return {', 'js')).toThrow(SyntaxError);
  });
});

describe('flowchart', () => {
  it('scales by window width as SPEC.md §9 says', () => {
    expect(flowchartScale(360)).toBe(0.8);
    expect(flowchartScale(FLOWCHART_SCALE.smallBelow - 1)).toBe(FLOWCHART_SCALE.small);
    expect(flowchartScale(FLOWCHART_SCALE.smallBelow)).toBe(FLOWCHART_SCALE.medium);
    expect(flowchartScale(FLOWCHART_SCALE.largeAbove)).toBe(FLOWCHART_SCALE.medium);
    expect(flowchartScale(FLOWCHART_SCALE.largeAbove + 1)).toBe(FLOWCHART_SCALE.large);
    expect(FLOWCHART_SCALE).toMatchObject({ small: 0.8, medium: 0.9, large: 1, smallBelow: 419, largeAbove: 1280 });
  });

  it('uses the spec defaults in every preset', () => {
    for (const preset of ['ant', 'vue', 'pie'] as const) {
      const options = flowchartOptions(preset, { dark: false, width: 1440 });
      expect(options).toMatchObject({ 'line-width': 2, 'line-length': 40, 'font-size': 14, 'yes-text': 'Yes', 'no-text': 'No', scale: 1 });
      expect(options['line-width']).toBe(FLOWCHART_DEFAULTS.lineWidth);
      expect(Object.keys(options.symbols).sort()).toEqual(['condition', 'end', 'inputoutput', 'operation', 'parallel', 'start', 'subroutine']);
    }
    expect(flowchartOptions('ant', { dark: true, width: 400 })).toMatchObject({ scale: 0.8, 'line-color': '#d4d4d8' });
    expect(flowchartOptions('vue', { dark: false, width: 800, yesText: '是', noText: '否' })).toMatchObject({ 'yes-text': '是', 'no-text': '否' });
  });
});
