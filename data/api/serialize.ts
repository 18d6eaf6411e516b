/** The document as the files we publish: JSON (checked in) and YAML (written at build). */
import path from 'node:path';
import { stringify } from 'yaml';
import { buildDocument } from './build';

export const openapiPath = path.resolve(import.meta.dirname, 'openapi.json');
export const openapiJson = (doc: unknown = buildDocument()) => `${JSON.stringify(doc, null, 2)}\n`;
// No anchors/aliases: importers (Postman, Apifox) handle plain YAML best.
export const openapiYaml = (doc: unknown = buildDocument()) => stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 });
