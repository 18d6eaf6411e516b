import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { notices } from '../../site/notices';
import { ui } from '../../site/locales';
import { LOCALE_DIALOG_DISMISSED_KEY } from '../../theme/languageOffer';

test.use({ quietDialogs: false });

/**
 * A dialog listens for clicks outside it from a timer started when it opens (Radix), so a click in the
 * same instant it becomes visible can go unheard on a busy machine; wait until it listens.
 */
const listening = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));

test.describe('language offer', () => {
  test.use({ locale: 'zh-CN' });

  test('offers Chinese to a Chinese browser on an English page, and switching keeps the page', async ({ page }) => {
    await page.goto('/faq/howto.html');
    const dialog = page.getByRole('dialog', { name: ui.zh.languageTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: ui.zh.languageSwitch }).click();
    await expect(page).toHaveURL('/zh/faq/howto.html');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a dismissed offer does not come back, not even in a later visit', async ({ page }) => {
    await page.goto('/faq/');
    await page.getByRole('button', { name: ui.zh.languageStay }).click();
    await expect(page).toHaveURL('/faq/');
    await page.goto('/faq/why.html');
    await expect(page.locator('[data-testid="language-dialog"]')).toHaveCount(0);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/faq/seealso.html');
    await expect(page.locator('[data-testid="language-dialog"]')).toHaveCount(0);
  });

  test('"remember my choice" with a switch makes later visits follow that language', async ({ page }) => {
    await page.goto('/faq/');
    await page.getByLabel(ui.zh.languageRemember).check();
    await page.getByRole('button', { name: ui.zh.languageSwitch }).click();
    await expect(page).toHaveURL('/zh/faq/');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/faq/why.html');
    await expect(page).toHaveURL('/zh/faq/why.html');
  });
});

test.describe('announcement notices', () => {
  const password = notices.en.find((n) => n.noticeKey === 'password-v3.25')!;
  const breaking = notices.en.find((n) => n.noticeKey === 'breaking-v3.20.1')!;
  const passwordZh = notices.zh.find((n) => n.noticeKey === 'password-v3.25')!;

  test('shows on a matching page, closes by its close icon, and stays dismissed (showOnce)', async ({ page }) => {
    await page.goto('/guide/install/docker.html');
    const dialog = page.getByRole('dialog', { name: password.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: ui.en.close }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('password-v3.25')))).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('dialog', { name: password.title })).toHaveCount(0);
  });

  test('closes on a click on the mask, and an action link opens its page', async ({ page }) => {
    await page.goto('/guide/install/script.html');
    await expect(page.getByRole('dialog', { name: password.title })).toBeVisible();
    await listening(page);
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog', { name: password.title })).toHaveCount(0);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/guide/install/script.html');
    await page.getByRole('button', { name: password.actions[0].text }).click();
    await expect(page).toHaveURL(password.actions[0].link!);
  });

  test('a confirm notice ignores Escape and the mask; only an action closes it', async ({ page }) => {
    await page.goto('/config/site.html');
    const dialog = page.getByRole('dialog', { name: breaking.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: ui.en.close })).toHaveCount(0);
    await listening(page);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: breaking.actions[1].text }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the page under an open notice takes no clicks, and opening it changes no inherited style of <body>', async ({ page }) => {
    await page.goto('/config/site.html');
    const dialog = page.getByRole('dialog', { name: breaking.title });
    await expect(dialog).toBeVisible();
    await listening(page);
    // An inherited property changed on <body> restyles every element of the page in the frame that opens the dialog.
    expect(await page.evaluate(() => [getComputedStyle(document.body).pointerEvents, getComputedStyle(document.body).getPropertyValue('--removed-body-scroll-bar-size').trim()])).toEqual(['auto', '0px']);
    const link = page.locator('.rp-doc a[href]').first();
    const box = (await link.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.className, [x, y])).toContain('notice__mask');
    await page.mouse.click(x, y);
    await expect(page).toHaveURL('/config/site.html');
    await expect(dialog).toBeVisible();
  });

  test('Chinese pages show the Chinese notice', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '1'), LOCALE_DIALOG_DISMISSED_KEY);
    await page.goto('/zh/guide/install/docker.html');
    await expect(page.getByRole('dialog', { name: passwordZh.title })).toBeVisible();
  });

  test('a notice that is not showOnce is remembered only for the session', async ({ page }) => {
    // All shipped notices are showOnce; the storage rule for the others is covered in the unit tests of dismissals.
    await page.goto('/guide/install/docker.html');
    await page.getByRole('dialog', { name: password.title }).getByRole('button', { name: ui.en.close }).click();
    expect(await page.evaluate(() => Object.keys(sessionStorage).some((k) => k.includes('password-v3.25')))).toBe(false);
  });
});
