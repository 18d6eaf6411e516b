import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core with all its rules, set up to cost less: only violations keep every node (passes still list each rule,
 * with one node), and on a page without frames axe runs in the page itself (legacy mode) rather than through
 * runPartial and a finishRun in an extra blank page with a second copy of axe. Legacy mode skips cross-origin
 * frames, so a page with frames keeps the default, which checks them.
 */
export function axeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}
