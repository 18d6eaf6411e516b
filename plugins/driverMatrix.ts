import type { RspressPlugin } from '@rspress/core';
import { loadDrivers } from '../data/drivers/load';

/** Only what the capability matrix shows, so the drivers index does not carry every option text. */
export interface MatrixRow {
  name: string;
  page?: string;
  /** First release with the driver, when later than the earliest readable tag. */
  since?: string;
  defaultRoot?: string;
  flags: string[];
  capabilities: string[];
  summary: { en: string; zh: string };
}

/**
 * Validates every driver data file when the build starts (a bad file fails the build naming the file
 * and field) and provides the compact rows as the runtime module "virtual-driver-matrix".
 */
export function driverMatrixPlugin(): RspressPlugin {
  return {
    name: 'alist-driver-matrix',
    addRuntimeModules() {
      const rows: MatrixRow[] = loadDrivers().map(({ name, page, since, defaultRoot, flags, capabilities, summary }) => ({
        name, page, since, defaultRoot, flags, capabilities, summary,
      }));
      rows.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
      return { 'virtual-driver-matrix': `export default ${JSON.stringify(rows)};` };
    },
  };
}
