import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDrivers } from '../../data/drivers/load';
import { checkFacts } from '../../scripts/check-facts';

describe('driver data', () => {
  it('every data file is valid and has its words written in both languages', () => {
    const drivers = loadDrivers();
    expect(drivers.length).toBeGreaterThan(70);
    for (const d of drivers) {
      expect(d.summary.en.length, d.file).toBeGreaterThan(0);
      for (const o of d.options) expect(o.description.zh.length, `${d.file} ${o.name}`).toBeGreaterThan(0);
    }
  });

  it('a bad data file fails naming the file and the field', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'drivers-'));
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ name: 'X', dir: 'x', source: 'alist', flags: [], capabilities: ['fly'], summary: { en: 'a', zh: 'b' }, options: [] }));
    expect(() => loadDrivers(dir)).toThrow(/bad\.json[\s\S]*field "capabilities\.0"/);
  });
});

describe('check:facts', () => {
  const ref = {
    name: 'Demo', dir: 'demo', source: 'alist' as const, config: { LocalSort: true, DefaultRoot: '/' },
    fields: [{ name: 'root_folder_path', type: 'string', default: '/', required: true, options: null }, { name: 'mode', type: 'select', default: 'a', required: false, options: ['a', 'b'] }],
    capabilities: { Put: 'implemented', MakeDir: 'absent', Remove: 'implemented' },
  };
  const words = { label: { en: 'l', zh: 'l' }, description: { en: 'd', zh: 'd' } };
  const data = {
    name: 'Demo', dir: 'demo', source: 'alist' as const, defaultRoot: '/', flags: ['localSort' as const], capabilities: ['list', 'download', 'upload', 'remove'] as ('list' | 'download' | 'upload' | 'remove')[],
    summary: { en: 's', zh: 's' },
    options: [{ name: 'root_folder_path', type: 'string' as const, default: '/', required: true, ...words }, { name: 'mode', type: 'select' as const, default: 'a', required: false, options: ['a', 'b'], ...words }],
  };

  it('reports nothing when data and reference agree', () => {
    expect(checkFacts([ref], [data])).toEqual([]);
  });

  it('lists a wrong default, a missing option, a missing driver and wrong capabilities', () => {
    const wrong = { ...data, capabilities: ['list' as const], options: [{ ...data.options[1], default: 'b' }] };
    const problems = checkFacts([ref, { ...ref, name: 'Other' }], [wrong]);
    expect(problems).toContain('driver "Demo" option "mode": default is "b", reference "a"');
    expect(problems).toContain('driver "Demo": option "root_folder_path" is missing');
    expect(problems).toContain('driver "Other" (demo) is missing from data/drivers/');
    expect(problems.some((p) => p.startsWith('driver "Demo": capabilities'))).toBe(true);
  });
});

describe('check:facts on the configuration and settings pages', () => {
  const keys = [{ key: 'scheme.http_port', env: 'ALIST_HTTP_PORT', default: 5244 }, { key: 'force', env: 'ALIST_FORCE', default: false }];

  it('accepts rows that name the key, its variable and its default', async () => {
    const { checkConfigPage } = await import('../../scripts/check-facts');
    const page = '| `scheme.http_port` | int | `5244` | `ALIST_HTTP_PORT` | port |\n| `force` | bool | `false` | `ALIST_FORCE` | x |';
    expect(checkConfigPage(keys, page, 'p')).toEqual([]);
  });

  it('names a missing key and a wrong default', async () => {
    const { checkConfigPage, checkSettingsPages } = await import('../../scripts/check-facts');
    const page = '| `scheme.http_port` | int | `8080` | `ALIST_HTTP_PORT` | port |';
    expect(checkConfigPage(keys, page, 'p')).toEqual(['p: config key "scheme.http_port" does not show its default `5244`', 'p: no row for config key "force" with ALIST_FORCE']);
    const settings = [{ key: 'filename_char_mapping', default: '{"/": "|"}' }, { key: 'site_title', default: 'AList' }];
    expect(checkSettingsPages(settings, '| `filename_char_mapping` | text | `{"/": "\\|"}` | x |', 's')).toEqual(['s: setting "site_title" is not described']);
  });
});
