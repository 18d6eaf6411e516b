import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSite } from '../../scripts/check-site';

function page(body: string): string {
  return `<!doctype html><html><head></head><body>${body}</body></html>`;
}

describe('check-site', () => {
  // The whole check runs, and its sidebar walk reads the frontmatter of every page of both languages (site/sidebar.ts).
  it('names the page and the target of a broken link and a broken anchor', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'site-'));
    mkdirSync(path.join(root, 'guide'));
    writeFileSync(path.join(root, '404.html'), page('404'));
    writeFileSync(path.join(root, 'index.html'), page('<a href="/guide/">ok</a><a href="/guide/missing.html">bad</a>'));
    writeFileSync(path.join(root, 'guide', 'index.html'), page('<h2 id="here">x</h2><a href="#here">ok</a><a href="/#nowhere">bad</a>'));
    const problems = checkSite(root, ['', 'guide/', 'faq/']);
    expect(problems).toContain('/: broken link /guide/missing.html');
    expect(problems).toContain('/guide/: broken anchor /#nowhere (no id "nowhere" in /)');
    expect(problems).toContain('spec route /faq/ was not built');
    expect(problems).toContain('spec route /zh/ was not built');
    expect(problems.some((p) => p.includes('/guide/: broken link'))).toBe(false);
    expect(problems.some((p) => p.includes('#here'))).toBe(false);
  }, 30_000);
});
