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
import { albumTextEn } from './text/tools/album.en';
import { albumTextZh } from './text/tools/album.zh';
import { callbackTextEn } from './text/tools/callback.en';
import { callbackTextZh } from './text/tools/callback.zh';
import { checkerTextEn } from './text/tools/checker.en';
import { checkerTextZh } from './text/tools/checker.zh';
import { coreTextEn } from './text/tools/core.en';
import { islandTextEn } from './text/tools/island.en';
import { islandTextZh } from './text/tools/island.zh';
import { coreTextZh } from './text/tools/core.zh';
import { pan115TextEn } from './text/tools/pan115.en';
import { pan115TextZh } from './text/tools/pan115.zh';
import { requestTextEn } from './text/tools/request.en';
import { requestTextZh } from './text/tools/request.zh';
import { webdavTextEn } from './text/tools/webdav.en';
import { webdavTextZh } from './text/tools/webdav.zh';
import { wopanTextEn } from './text/tools/wopan.en';
import { wopanTextZh } from './text/tools/wopan.zh';

/**
 * Every string shown by MDX components, by language: the sections of site/text/ put together, for
 * the tests that compare the languages and read labels. Components import their own sections from
 * site/text/, so a page loads only the strings of the components it shows.
 */
export const componentText = {
  en: { since: sinceText.en, matrix: matrixText.en, capabilities: capabilitiesText.en, rich: richText.en, demo: demoText.en, tryIt: { ...tryItSummaryText.en, ...tryItText.en }, player: playerText.en, feedback: feedbackText.en, api: apiText.en, driverOptions: driverOptionsText.en, tools: { ...islandTextEn, ...coreTextEn, ...requestTextEn, ...callbackTextEn, ...pan115TextEn, ...wopanTextEn, ...webdavTextEn, ...albumTextEn, ...checkerTextEn } },
  zh: { since: sinceText.zh, matrix: matrixText.zh, capabilities: capabilitiesText.zh, rich: richText.zh, demo: demoText.zh, tryIt: { ...tryItSummaryText.zh, ...tryItText.zh }, player: playerText.zh, feedback: feedbackText.zh, api: apiText.zh, driverOptions: driverOptionsText.zh, tools: { ...islandTextZh, ...coreTextZh, ...requestTextZh, ...callbackTextZh, ...pan115TextZh, ...wopanTextZh, ...webdavTextZh, ...albumTextZh, ...checkerTextZh } },
} as const;
