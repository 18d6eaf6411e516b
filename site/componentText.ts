import { sinceText } from './text/since';
import { matrixText } from './text/matrix';
import { capabilitiesText } from './text/capabilities';
import { richText } from './text/rich';
import { demoText } from './text/demo';
import { tryItText } from './text/tryIt';
import { tryItSummaryText } from './text/tryItSummary';
import { playerText } from './text/player';
import { feedbackText } from './text/feedback';
import { apiText } from './text/api';
import { driverOptionsText } from './text/driverOptions';
import { toolsTextEn } from './text/tools.en';
import { standaloneToolTextEn } from './text/toolsStandalone.en';
import { standaloneToolTextZh } from './text/toolsStandalone.zh';
import { toolsTextZh } from './text/tools.zh';

/**
 * Every string shown by MDX components, by language: the sections of site/text/ put together, for
 * the tests that compare the languages and read labels. Components import their own sections from
 * site/text/, so a page loads only the strings of the components it shows.
 */
export const componentText = {
  en: { since: sinceText.en, matrix: matrixText.en, capabilities: capabilitiesText.en, rich: richText.en, demo: demoText.en, tryIt: { ...tryItSummaryText.en, ...tryItText.en }, player: playerText.en, feedback: feedbackText.en, api: apiText.en, driverOptions: driverOptionsText.en, tools: { ...toolsTextEn, ...standaloneToolTextEn } },
  zh: { since: sinceText.zh, matrix: matrixText.zh, capabilities: capabilitiesText.zh, rich: richText.zh, demo: demoText.zh, tryIt: { ...tryItSummaryText.zh, ...tryItText.zh }, player: playerText.zh, feedback: feedbackText.zh, api: apiText.zh, driverOptions: driverOptionsText.zh, tools: { ...toolsTextZh, ...standaloneToolTextZh } },
} as const;
