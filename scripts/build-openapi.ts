/**
 * Writes data/api/openapi.json from the sources in data/api/ (run after changing them; the unit test fails
 * while the checked-in file differs from a fresh build). The YAML twin is produced at site build.
 */
import { writeFileSync } from 'node:fs';
import { openapiJson, openapiPath } from '../data/api/serialize';

writeFileSync(openapiPath, openapiJson());
console.log(`wrote ${openapiPath}`);
