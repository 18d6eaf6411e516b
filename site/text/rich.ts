import { FLOWCHART_DEFAULTS } from '../constants';

/** Strings of charts, diagrams and flowcharts, in both languages; components import only the sections they show. */
export const richText = {
  en: {
    loadingChart: 'Loading the chart',
    loadingDiagram: 'Loading the diagram',
    loadingFlowchart: 'Loading the flowchart',
    loadingPlayer: 'Loading the player',
    chartError: 'This chart could not be drawn',
    diagramError: 'This diagram could not be drawn',
    flowchartError: 'This flowchart could not be drawn',
    notAnObject: 'the configuration must be an object',
    jsReturnsNothing: 'the JavaScript configuration must return an object',
    badJson: (detail: string) => `the configuration is not valid JSON (${detail})`,
    flowYes: FLOWCHART_DEFAULTS.yesText,
    flowNo: FLOWCHART_DEFAULTS.noText,
    flowEmpty: 'the flowchart has no symbols; check its syntax',
  },
  zh: {
    loadingChart: '正在加载图表',
    loadingDiagram: '正在加载示意图',
    loadingFlowchart: '正在加载流程图',
    loadingPlayer: '正在加载播放器',
    chartError: '无法绘制此图表',
    diagramError: '无法绘制此示意图',
    flowchartError: '无法绘制此流程图',
    notAnObject: '配置必须是一个对象',
    jsReturnsNothing: 'JavaScript 配置必须返回一个对象',
    badJson: (detail: string) => `配置不是有效的 JSON（${detail}）`,
    flowYes: '是',
    flowNo: '否',
    flowEmpty: '流程图中没有任何图形，请检查语法',
  },
} as const;
