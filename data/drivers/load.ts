import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { driverSchema, type DriverData } from './schema';

export const driverJsonDir = path.join(import.meta.dirname, 'json');

/** Every driver data file, validated; throws naming the file and each bad field. */
export function loadDrivers(dir = driverJsonDir): (DriverData & { file: string })[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const where = path.join('data/drivers/json', file);
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      } catch (error) {
        throw new Error(`${where}: invalid JSON (${(error as Error).message})`);
      }
      const result = driverSchema.safeParse(raw);
      if (!result.success) {
        const fields = result.error.issues.map((i) => `  - field "${i.path.join('.')}": ${i.message}`);
        throw new Error(`Invalid driver data in ${where}:\n${fields.join('\n')}`);
      }
      return { ...result.data, file: where };
    });
}
