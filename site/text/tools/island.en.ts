import { registerToolText } from '../toolTextRegistry';

/**
 * What a tool page shows where its tool goes until the tool's code has arrived, in English. Every tool page
 * imports it with the page itself; the tool and its other parts come after hydration (plugins/localeToolText.ts).
 */
export const islandTextEn = {
  loading: 'Loading the tool…',
  inBrowser: 'This step is a form that runs in the browser: open the HTML version of this page to use it.',
  loadFailed: 'The tool could not be loaded. Check your connection, then try again.',
  retry: 'Try again',
} as const;

registerToolText('en', islandTextEn);
