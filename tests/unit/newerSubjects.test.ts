import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { History } from '../../components/versions/history';
import { addressOf, newerThan, subjectReleases } from '../../components/versions/newerSubjects';
import { docLinks, type DocLinks } from '../../plugins/content/versionLinks';

const history = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'data', 'history', 'history.json'), 'utf8')) as History;
const links = docLinks(history);
const subjects = subjectReleases(history, links);

describe('search results newer than the reader\'s release (components/versions/newerSubjects.ts)', () => {
  it('takes each address from the earliest item documented there', () => {
    // Every address's release is the first release of one of its items, and no item there is older.
    const items = new Map<string, string[]>();
    for (const [kind, byKey] of Object.entries(links) as [keyof DocLinks, Record<string, string>][])
      for (const [key, href] of Object.entries(byKey)) if (href !== 'guide/drivers/' && (kind === 'drivers') !== href.includes('#')) items.set(href, [...(items.get(href) ?? []), history.items[kind][key].first]);
    expect(subjects.size).toBe(items.size);
    for (const [href, firsts] of items) {
      const idx = firsts.map((t) => history.tags.indexOf(t));
      expect(subjects.get(href)).toBe(history.tags[Math.min(...idx)]);
    }
  });

  it('marks a driver page, an option, a route and a configuration section newer than the release, and nothing older', () => {
    // 115 Open came in v3.43.0 (its own page); 115 Cloud's qrcode_source in v3.31.0; the drivers overview is no subject.
    expect(history.items.drivers['115 Open'].first).toBe('v3.43.0');
    expect(newerThan(subjects, '/guide/drivers/115_open.html', 'v3.38.0')).toBe('v3.43.0');
    expect(newerThan(subjects, '/zh/guide/drivers/115_open.html#how-to-get-a-token', 'v3.38.0')).toBe('v3.43.0');
    expect(newerThan(subjects, '/guide/drivers/115_open.html', 'v3.43.0')).toBeUndefined();
    expect(newerThan(subjects, '/guide/drivers/115.html#option-qrcode_source', 'v3.30.0')).toBe('v3.31.0');
    expect(newerThan(subjects, '/zh/guide/drivers/115.html#option-qrcode_source', 'v3.31.0')).toBeUndefined();
    // A section of the 115 page that is no option's is about the page's drivers (115 Cloud, v3.7.1).
    expect(newerThan(subjects, '/guide/drivers/115.html#notes', 'v3.30.0')).toBeUndefined();
    expect(newerThan(subjects, '/guide/drivers/', 'v3.0.1')).toBeUndefined();
    // Routes: batch rename came in v3.20.0.
    expect(history.items.api_routes['POST /api/fs/batch_rename'].first).toBe('v3.20.0');
    expect(newerThan(subjects, '/guide/api/fs.html#postFsBatchRename', 'v3.19.0')).toBe('v3.20.0');
    expect(newerThan(subjects, '/zh/guide/api/fs.html#postFsRename', 'v3.19.0')).toBeUndefined();
    // A configuration section counts from its earliest key (the S3 section: v3.33.0).
    expect(newerThan(subjects, '/zh/config/configuration.html#s3', 'v3.32.0')).toBe('v3.33.0');
    expect(newerThan(subjects, '/config/configuration.html#database', 'v3.0.1')).toBeUndefined();
    // A page no item is documented on.
    expect(newerThan(subjects, '/guide/install/docker.html', 'v3.0.1')).toBeUndefined();
  });

  it('strips only the locale root from an address', () => {
    expect(addressOf('/zh/guide/drivers/115.html#option-x')).toBe('guide/drivers/115.html#option-x');
    expect(addressOf('/guide/drivers/115.html')).toBe('guide/drivers/115.html');
    expect(addressOf('/zhconfig/x.html')).toBe('zhconfig/x.html');
  });
});
