import { expect, test } from './fixtures';
import { componentText } from '../../site/componentText';

for (const lang of ['en', 'zh'] as const) {
  const p = lang === 'zh' ? '/zh' : '';
  const t = componentText[lang];

  test(`capability matrix filters by "supports upload" and by name (${lang})`, async ({ page }) => {
    await page.goto(`${p}/guide/drivers/`);
    const rows = page.locator('.driver-matrix tbody tr');
    const total = await rows.count();
    expect(total).toBeGreaterThan(60);
    await page.getByRole('checkbox', { name: t.capabilities.names.upload, exact: true }).check();
    const withUpload = await rows.count();
    expect(withUpload).toBeGreaterThan(0);
    expect(withUpload).toBeLessThan(total);
    // Every remaining row has a tick in the upload column; a known read-only driver is gone.
    const uploadColumn = 1 + ['list', 'download', 'upload'].indexOf('upload');
    const cells = await rows.locator(`td:nth-of-type(${uploadColumn + 0})`).evaluateAll((tds) => tds.map((td) => td.getAttribute('data-yes')));
    expect(new Set(cells)).toEqual(new Set(['true']));
    await expect(page.locator('.driver-matrix tr[data-driver="UrlTree"]')).toHaveCount(0);
    await expect(page.locator('.driver-matrix tr[data-driver="Local"]')).toHaveCount(1);
    await expect(page.locator('.driver-matrix__count')).toHaveText(t.matrix.count(withUpload, total));
    await page.getByLabel(t.matrix.search).fill('onedrive');
    await expect(page.locator('.driver-matrix tr[data-driver="Onedrive"]')).toHaveCount(1);
    await expect(page.locator('.driver-matrix tr[data-driver="Local"]')).toHaveCount(0);
    await page.getByLabel(t.matrix.search).fill('zzzz-nothing');
    await expect(page.getByText(t.matrix.empty)).toBeVisible();
  });

  test(`a driver page renders its options table from data (${lang})`, async ({ page }) => {
    await page.goto(`${p}/guide/drivers/onedrive.html`);
    await expect(page.locator('.driver-options tr#option-refresh_token')).toBeVisible();
    await expect(page.locator('.driver-options tr#option-region')).toContainText('global');
  });
}
