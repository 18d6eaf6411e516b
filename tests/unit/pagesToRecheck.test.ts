import { describe, expect, it } from 'vitest';
import { pagesToRecheck } from '../../scripts/pages-to-recheck';

const pages = [
  { page: 'docs/en/guide/drivers/115.mdx', sources: ['drivers/115/driver.go', 'drivers/115/meta.go'] },
  { page: 'docs/en/config/configuration.mdx', sources: ['internal/conf/config.go'] },
  { page: 'docs/en/faq/why.mdx', sources: ['server/common/auth.go'] },
];

describe('pages to re-check after a release', () => {
  it('lists pages whose sources changed, and pages with a changed file in a source folder', () => {
    const result = pagesToRecheck(pages, ['drivers/115/meta.go', 'internal/conf/var.go', 'README.md', '']);
    expect(result).toEqual([
      { page: 'docs/en/guide/drivers/115.mdx', changed: ['drivers/115/meta.go'], nearby: [] },
      { page: 'docs/en/config/configuration.mdx', changed: [], nearby: ['internal/conf/var.go'] },
    ]);
  });

  it('lists nothing when no source is touched', () => {
    expect(pagesToRecheck(pages, ['drivers/pikpak/driver.go'])).toEqual([]);
  });
});
