import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deserialize, serialize } from 'node:v8';
import { parse } from 'yaml';
import { openapiPath } from '../../data/api/serialize';
import { cachedOpenapiYaml, openapiFiles, openapiFilesPlugin } from '../../plugins/delivery/openapiFiles';

describe('the /openapi.json and /openapi.yaml build outputs', () => {
  it('publishes the checked-in JSON unchanged and a YAML of the same document', () => {
    const json = '{"openapi":"3.1.0","info":{"title":"t","version":"v"},"paths":{"/api/me":{"get":{"x-since":"v3.0.1"}}}}\n';
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'openapi-yaml-cache-'));
    const files = openapiFiles(json, (text) => cachedOpenapiYaml(text, cacheDir));
    rmSync(cacheDir, { recursive: true, force: true });
    expect(Object.keys(files)).toEqual(['openapi.json', 'openapi.yaml']);
    expect(files['openapi.json']).toBe(json);
    expect(files['openapi.yaml']).toContain('openapi: 3.1.0');
    expect(parse(files['openapi.yaml'])).toEqual(JSON.parse(json));
  });

  it('writes both files into the output folder after the build', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-files-'));
    try {
      const plugin = openapiFilesPlugin(openapiPath, dir);
      await (plugin.afterBuild as unknown as (config: object, isProd: boolean) => Promise<void> | void)({}, true);
      const json = readFileSync(path.join(dir, 'openapi.json'), 'utf8');
      expect(json).toBe(readFileSync(openapiPath, 'utf8'));
      expect(parse(readFileSync(path.join(dir, 'openapi.yaml'), 'utf8'))).toEqual(JSON.parse(json));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the YAML cache', () => {
  const json = '{"openapi":"3.1.0","info":{"title":"t","version":"v"},"paths":{}}\n';

  it('converts on a miss, answers from the cache on the same JSON, converts again on another', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-yaml-cache-'));
    try {
      const first = cachedOpenapiYaml(json, dir);
      expect(parse(first)).toEqual(JSON.parse(json));
      // A hit returns what the cache holds: the cached text is marked to tell it from a new conversion.
      const file = path.join(dir, 'openapi-yaml.bin');
      const entry = deserialize(readFileSync(file)) as { key: string; yaml: string };
      writeFileSync(file, serialize({ key: entry.key, yaml: `${entry.yaml}# from the cache\n` }));
      expect(cachedOpenapiYaml(json, dir)).toBe(`${first}# from the cache\n`);
      // Another document is a miss, converted and cached in its place.
      const other = json.replace('"v"', '"w"');
      expect(parse(cachedOpenapiYaml(other, dir))).toEqual(JSON.parse(other));
      expect(cachedOpenapiYaml(other, dir)).not.toContain('# from the cache');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ignores a cache file that cannot be read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-yaml-cache-'));
    try {
      writeFileSync(path.join(dir, 'openapi-yaml.bin'), 'not a cache');
      expect(parse(cachedOpenapiYaml(json, dir))).toEqual(JSON.parse(json));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
