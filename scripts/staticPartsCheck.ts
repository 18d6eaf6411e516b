/**
 * A page's static parts (plugins/staticHtml.ts) are read back from its HTML on the first load. That works
 * only if the HTML holds every numbered element its module expects; one missing would make the page fetch
 * the strings' file after all, silently. Checked on every built page by check-site.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STATIC_INDEX_ATTR, STATIC_PAGE_ATTR } from '../theme/staticHtml';

const ASSETS = path.join('static', 'assets');

/** The strings' files of a build by digest (`<digest>.<content hash>.json`), with how many strings each holds. */
export function staticStringCounts(root: string): Map<string, number> {
  const counts = new Map<string, number>();
  const dir = path.join(root, ASSETS);
  if (!existsSync(dir)) return counts;
  for (const name of readdirSync(dir)) {
    const digest = /^([g-v]{16})\.[0-9a-f]+\.json$/.exec(name)?.[1];
    if (!digest) continue;
    const strings: unknown = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
    if (Array.isArray(strings)) counts.set(digest, strings.length);
  }
  return counts;
}

export function checkStaticParts(pageUrl: string, html: string, counts: Map<string, number>): string[] {
  const digests = [...html.matchAll(new RegExp(`\\s${STATIC_PAGE_ATTR}="([^"]*)"`, 'g'))].map((m) => m[1]);
  const numbers = [...html.matchAll(new RegExp(`\\s${STATIC_INDEX_ATTR}="(\\d+)"`, 'g'))].map((m) => Number(m[1]));
  if (digests.length === 0) return numbers.length ? [`${pageUrl}: numbered static parts without the ${STATIC_PAGE_ATTR} that names their file`] : [];
  if (digests.length > 1) return [`${pageUrl}: ${digests.length} elements name a static strings file; one page has one`];
  const count = counts.get(digests[0]);
  if (count === undefined) return [`${pageUrl}: its static strings file ${ASSETS}/${digests[0]}.*.json was not built`];
  const seen = new Set(numbers);
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !seen.has(i));
  if (missing.length === 0) return [];
  const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ', …' : '');
  return [`${pageUrl}: the HTML lacks static part${missing.length > 1 ? 's' : ''} ${shown} of ${count}, so a first load fetches the page's text again (a component that renders Markdown only in the browser?)`];
}
