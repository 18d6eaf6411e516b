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
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ name: 'X', dir: 'x', flags: [], methods: { Copy: { status: 'fly' } }, summary: { en: 'a', zh: 'b' }, options: [] }));
    expect(() => loadDrivers(dir)).toThrow(/bad\.json[\s\S]*field "methods\.Copy\.status"/);
  });
});

describe('check:facts', () => {
  const ref = {
    name: 'Demo', dir: 'demo', config: { LocalSort: true, DefaultRoot: '/' },
    fields: [{ name: 'root_folder_path', type: 'string', default: '/', required: true, options: null }, { name: 'mode', type: 'select', default: 'a', required: false, options: ['a', 'b'] }],
    capabilities: { Put: 'implemented', MakeDir: 'absent', Remove: 'implemented' },
  };
  const words = { label: { en: 'l', zh: 'l' }, description: { en: 'd', zh: 'd' } };
  const data = {
    name: 'Demo', dir: 'demo', defaultRoot: '/', flags: ['localSort' as const], methods: { Put: { status: 'implemented' as const }, Remove: { status: 'implemented' as const } },
    summary: { en: 's', zh: 's' },
    options: [{ name: 'root_folder_path', type: 'string' as const, default: '/', required: true, ...words }, { name: 'mode', type: 'select' as const, default: 'a', required: false, options: ['a', 'b'], ...words }],
  };

  it('reports nothing when data and reference agree', () => {
    expect(checkFacts([ref], [data])).toEqual([]);
  });

  it('lists a wrong default, a missing option, a missing driver and a method answered otherwise', () => {
    const wrong = { ...data, methods: { Put: { status: 'stub' as const, error: 'errs.NotImplement' } }, options: [{ ...data.options[1], default: 'b' }] };
    const problems = checkFacts([ref, { ...ref, name: 'Other' }], [wrong]);
    expect(problems).toContain('driver "Demo" option "mode": default is "b", reference "a"');
    expect(problems).toContain('driver "Demo": option "root_folder_path" is missing');
    expect(problems).toContain('driver "Other" (demo) is missing from data/drivers/');
    expect(problems).toContain('driver "Demo": method Put is "stub:errs.NotImplement", reference "implemented"');
    expect(problems).toContain('driver "Demo": method Remove is "absent", reference "implemented"');
  });

  it("names shared form fields that differ from the reference's", () => {
    const withFields = { ...ref, common_fields: ['mount_path', 'order', 'remark', 'cache_expiration', 'web_proxy', 'webdav_policy', 'down_proxy_url', 'down_proxy_sign', 'order_by', 'order_direction', 'extract_folder', 'disable_index', 'enable_sign'].map((name) => ({ name })) };
    expect(checkFacts([withFields], [data])).toEqual([]);
    expect(checkFacts([withFields], [{ ...data, flags: ['localSort', 'noCache'] }]).filter((p) => p.includes('shared fields'))).toHaveLength(1);
  });

  const since = { drivers: { Demo: 'v3.45.0' }, driver_options: { 'Demo.mode': 'v3.50.0', 'Demo.root_folder_path': 'v3.45.0' }, config: {}, settings: {} };

  it('wants a since mark on a driver and on an option that came later than its driver', () => {
    const marked = { ...data, since: 'v3.45.0', options: [data.options[0], { ...data.options[1], since: 'v3.50.0' }] };
    expect(checkFacts([ref], [marked], since)).toEqual([]);
    expect(checkFacts([ref], [data], since)).toEqual([
      'driver "Demo": since is undefined, since.json says "v3.45.0"',
      'driver "Demo" option "mode": since is undefined, since.json says "v3.50.0"',
    ]);
    const wrong = { ...marked, options: [{ ...data.options[0], since: 'v3.45.0' }, marked.options[1]] };
    expect(checkFacts([ref], [wrong], since)).toEqual(['driver "Demo" option "root_folder_path": since is "v3.45.0", since.json says undefined']);
  });

  it('matches a reference entry without a name by its folder, and reads JSON keys without tag options', () => {
    const nameless = { ...ref, name: undefined, fields: [ref.fields[0], { ...ref.fields[1], name: 'mode,omitempty' }] };
    expect(checkFacts([nameless], [data])).toEqual([]);
    expect(checkFacts([{ ...nameless, dir: 'other' }], [data])).toEqual([
      'driver "(no name, dir other)" (other) is missing from data/drivers/',
      'driver "Demo" in data/drivers/ is not in the reference',
    ]);
  });
});

describe('check:facts on the configuration and settings pages', () => {
  it('wants the since mark on the row that describes a key, and no wrong one', async () => {
    const { checkConfigPage } = await import('../../scripts/check-facts');
    const key = [{ key: 'mcp.port', env: 'ALIST_MCP_PORT', default: 5248 }];
    const since = { 'mcp.port': 'v3.60.0' };
    expect(checkConfigPage(key, '| `mcp.port` <Since v="v3.60.0" /> | int | `5248` | `ALIST_MCP_PORT` | x |', 'p', since)).toEqual([]);
    expect(checkConfigPage(key, '| `mcp.port` | int | `5248` | `ALIST_MCP_PORT` | x |', 'p', since)).toEqual(['p: config key "mcp.port" lacks its mark <Since v="v3.60.0" />']);
    expect(checkConfigPage(key, '| `mcp.port` <Since v="v3.59.0" /> <Since v="v3.60.0" /> | int | `5248` | `ALIST_MCP_PORT` | x |', 'p', since)).toEqual([
      'p: config key "mcp.port" is marked since v3.59.0, since.json says v3.60.0',
    ]);
    expect(checkConfigPage([{ key: 'cdn', env: 'ALIST_CDN', default: '' }], '| `cdn` <Since v="v3.9.0" /> | string | `""` | `ALIST_CDN` | x |', 'p', { cdn: 'v3.0.1' })).toEqual([
      'p: config key "cdn" is marked since v3.9.0, since.json says the first releases',
    ]);
  });

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
