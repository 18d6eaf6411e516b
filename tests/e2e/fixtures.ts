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
  page: async ({ page, quietDialogs }, use) => {
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
