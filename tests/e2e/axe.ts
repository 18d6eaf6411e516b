import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The axe-core that @axe-core/playwright itself injects, minified (0.6 MB, not 1.3 MB, to send and parse). */
const axeSource = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core with all its rules, set up to cost less: only violations keep every node (passes still list each rule,
 * with one node), and on a page without frames axe runs in the page itself rather than through runPartial and a
 * finishRun in an extra blank page with a second copy of axe. AxeBuilder's legacy mode does the same but injects
 * axe twice (once in analyze, once more per frame): here it is injected once. Running in the page skips
 * cross-origin frames, so a page with frames keeps AxeBuilder's default, which checks them.
 */
class AxeCheck {
  private readonly includes: string[] = [];
  private readonly excludes: string[] = [];
  constructor(private readonly page: Page) {}

  include(selector: string): this {
    this.includes.push(selector);
    return this;
  }

  exclude(selector: string): this {
    this.excludes.push(selector);
    return this;
  }

  async analyze(): Promise<AxeResults> {
    const options: RunOptions = { resultTypes: ['violations'] };
    if (this.page.frames().length > 1) {
      const builder = new AxeBuilder({ page: this.page }).options(options);
      for (const s of this.includes) builder.include(s);
      for (const s of this.excludes) builder.exclude(s);
      return builder.analyze();
    }
    await this.page.evaluate(axeSource);
    return this.page.evaluate(
      ({ include, exclude, options }) => {
        const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
        axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });
        const context = include.length ? { include, exclude } : exclude.length ? { exclude } : document;
        return axe.run(context, options);
      },
      { include: this.includes, exclude: this.excludes, options },
    );
  }
}

export function axeBuilder(page: Page): AxeCheck {
  return new AxeCheck(page);
}
