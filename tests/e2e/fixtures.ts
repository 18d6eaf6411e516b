import { test as base, expect, type Page } from '@playwright/test';
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
    // Pages paint first and hydrate after (plugins/engine/paintFirst.ts): a navigation that loads one of the
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

/**
 * Freezes the page's fake clock (page.clock.install() before navigation) a second ahead of the page's
 * time, so that timers run only when the test says so. On a busy machine more than that second can
 * pass between reading the time and pausing ("Cannot fast-forward to the past"): then it reads again.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + 1000);
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

export { expect };
