import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { openapiPath, openapiYaml } from '../data/api/serialize';
import { outDir } from '../scripts/builtFiles';

/**
 * `/openapi.json` and `/openapi.yaml` beside the pages, for download and import into Apifox, Postman, Insomnia
 * or a client generator. The JSON is the checked-in data/api/openapi.json byte for byte (what review saw);
 * the YAML is the same document. Page HTML is not touched.
 */
export function openapiFiles(json: string): Record<string, string> {
  return { 'openapi.json': json, 'openapi.yaml': openapiYaml(JSON.parse(json)) };
}

export function openapiFilesPlugin(source = openapiPath, target = outDir): RspressPlugin {
  return {
    name: 'alist-openapi-files',
    afterBuild() {
      mkdirSync(target, { recursive: true });
      for (const [name, text] of Object.entries(openapiFiles(readFileSync(source, 'utf8')))) writeFileSync(path.join(target, name), text);
    },
  };
}
