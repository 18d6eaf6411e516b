import { test as base, expect } from '@playwright/test';
import { notices } from '../../site/notices';
import { noticeStorageKey } from '../../theme/dismissals';
import { LOCALE_DIALOG_DISMISSED_KEY } from '../../theme/languageOffer';

/**
 * The site greets first visitors with a language offer and announcements. Tests about other
 * behaviour start as a returning reader who has answered them; tests about the dialogs set
 * `quietDialogs: false`.
 */
export const test = base.extend<{ quietDialogs: boolean }>({
  quietDialogs: [true, { option: true }],
  page: async ({ page, quietDialogs, javaScriptEnabled }, use) => {
    // Pages paint first and hydrate after (plugins/paintFirst.ts): a navigation that loads one of the
    // site's pages is complete once the app has hydrated, as a reader's next click would need it.
    if (javaScriptEnabled !== false) {
      // A page that never hydrates (the service worker's offline notice, a test that blocks scripts) is
      // left to the test's own assertions after a bounded wait.
      const hydrated = async (response: unknown) => {
        const status = (response as { status?: () => number } | null)?.status?.() ?? 200;
        if (status >= 500 || (await page.locator('#app-scripts').count()) === 0) return;
        await page
          .locator('html[data-hydrated]')
          .waitFor({ state: 'attached', timeout: 10_000 })
          .catch(() => undefined);
      };
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
        (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
          const response = await original(...args);
          const options = args.find((a) => typeof a === 'object' && a !== null) as { waitUntil?: string } | undefined;
          if (!options?.waitUntil || options.waitUntil === 'load') await hydrated(response);
          return response;
        };
      }
    }
    if (quietDialogs) {
      const keys = [...notices.en, ...notices.zh].map((n) => noticeStorageKey(n.noticeKey));
      await page.addInitScript(
        ({ keys, languageKey }) => {
          for (const k of keys) window.localStorage.setItem(k, '1');
          window.localStorage.setItem(languageKey, '1');
        },
        { keys, languageKey: LOCALE_DIALOG_DISMISSED_KEY },
      );
    }
    await use(page);
  },
});

export { expect };
