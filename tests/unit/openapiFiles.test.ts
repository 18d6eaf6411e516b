import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { openapiPath } from '../../data/api/serialize';
import { openapiFiles, openapiFilesPlugin } from '../../plugins/openapiFiles';

describe('the /openapi.json and /openapi.yaml build outputs', () => {
  it('publishes the checked-in JSON unchanged and a YAML of the same document', () => {
    const json = '{"openapi":"3.1.0","info":{"title":"t","version":"v"},"paths":{"/api/me":{"get":{"x-since":"v3.0.1"}}}}\n';
    const files = openapiFiles(json);
    expect(Object.keys(files)).toEqual(['openapi.json', 'openapi.yaml']);
    expect(files['openapi.json']).toBe(json);
    expect(files['openapi.yaml']).toContain('openapi: 3.1.0');
    expect(parse(files['openapi.yaml'])).toEqual(JSON.parse(json));
  });

  it('writes both files into the output folder after the build', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-files-'));
    try {
      const plugin = openapiFilesPlugin(openapiPath, dir);
      await (plugin.afterBuild as unknown as () => Promise<void> | void)();
      const json = readFileSync(path.join(dir, 'openapi.json'), 'utf8');
      expect(json).toBe(readFileSync(openapiPath, 'utf8'));
      expect(parse(readFileSync(path.join(dir, 'openapi.yaml'), 'utf8'))).toEqual(JSON.parse(json));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
