import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { openapiPath, openapiYaml } from '../../data/api/serialize';
import { outDir } from '../../scripts/builtFiles';
import { buildCacheDir, readCacheFile, sourceDigest, writeCacheFile } from '../shared/buildCache';

/**
 * `/openapi.json` and `/openapi.yaml` beside the pages, for download and import into Apifox, Postman, Insomnia
 * or a client generator. The JSON is the checked-in data/api/openapi.json byte for byte (what review saw);
 * the YAML is the same document. Page HTML is not touched.
 */
export function openapiFiles(json: string, yaml = cachedOpenapiYaml): Record<string, string> {
  return { 'openapi.json': json, 'openapi.yaml': yaml(json) };
}

const serializer = path.resolve(import.meta.dirname, '../../data/api/serialize.ts');

/**
 * The YAML of the document, kept in the build cache by the JSON's content and the serializer's code
 * (with the yaml package's version): converting the 2 MB document takes 0.4 s, on every build.
 */
export function cachedOpenapiYaml(json: string, cacheDir = buildCacheDir()): string {
  const key = createHash('sha256').update(sourceDigest(serializer)).update('\0').update(json).digest('hex');
  const file = path.join(cacheDir, 'openapi-yaml.bin');
  const cached = readCacheFile(file) as { key?: unknown; yaml?: unknown } | undefined;
  if (cached?.key === key && typeof cached.yaml === 'string') return cached.yaml;
  const yaml = openapiYaml(JSON.parse(json));
  writeCacheFile(file, { key, yaml });
  return yaml;
}

export function openapiFilesPlugin(source = openapiPath, target = outDir): RspressPlugin {
  return {
    name: 'alist-openapi-files',
    afterBuild(_config, isProd) {
      // The dev server runs afterBuild after every compile; the folder then holds the last production build.
      if (!isProd) return;
      mkdirSync(target, { recursive: true });
      for (const [name, text] of Object.entries(openapiFiles(readFileSync(source, 'utf8')))) writeFileSync(path.join(target, name), text);
    },
  };
}
