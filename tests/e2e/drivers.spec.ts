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
    await expect(page.locator('.driver-matrix tr[data-driver="Emby"]')).toHaveCount(0);
    await expect(page.locator('.driver-matrix tr[data-driver="Local"]')).toHaveCount(1);
    await expect(page.locator('.driver-matrix__count')).toHaveText(t.matrix.count(withUpload, total));
    await page.getByLabel(t.matrix.search).fill('onedrive');
    await expect(page.locator('.driver-matrix tr[data-driver="Onedrive"]')).toHaveCount(1);
    await expect(page.locator('.driver-matrix tr[data-driver="Local"]')).toHaveCount(0);
    await page.getByLabel(t.matrix.search).fill('zzzz-nothing');
    await expect(page.getByText(t.matrix.empty)).toBeVisible();
  });

  test(`capability matrix shows since marks and filters by the reader's release (${lang})`, async ({ page }) => {
    await page.goto(`${p}/guide/drivers/`);
    const rows = page.locator('.driver-matrix tbody tr');
    await expect(page.locator('.driver-matrix tr[data-driver="Emby"] .since-mark')).toHaveText(t.since.text('v3.62.0'));
    await expect(page.locator('.driver-matrix tr[data-driver="Local"] .since-mark')).toHaveCount(0);
    const total = await rows.count();
    // A choice made before hydration is lost (the static select has no handler yet): choose until it takes.
    await expect(async () => {
      await page.getByLabel(t.matrix.release).selectOption('v3.45.0');
      await expect(page.locator('.driver-matrix tr[data-driver="Emby"]')).toHaveCount(0, { timeout: 1000 });
    }).toPass();
    await expect(page.locator('.driver-matrix tr[data-driver="Azure Blob Storage"]')).toHaveCount(1);
    await expect(page.locator('.driver-matrix tr[data-driver="Local"]')).toHaveCount(1);
    expect(await rows.count()).toBeLessThan(total);
  });

  test(`an option that arrived after its driver carries a since mark (${lang})`, async ({ page }) => {
    await page.goto(`${p}/guide/drivers/s3.html`);
    await expect(page.locator('.driver-options tr#option-storage_class .since-mark').first()).toBeVisible();
    await expect(page.locator('.driver-options tr#option-bucket .since-mark')).toHaveCount(0);
  });

  test(`a driver page renders its options table from data (${lang})`, async ({ page }) => {
    await page.goto(`${p}/guide/drivers/onedrive.html`);
    await expect(page.locator('.driver-options tr#option-refresh_token')).toBeVisible();
    await expect(page.locator('.driver-options tr#option-region')).toContainText('global');
  });
}
