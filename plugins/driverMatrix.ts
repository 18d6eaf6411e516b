import type { RspressPlugin } from '@rspress/core';
import { capabilitiesOf, type Support } from '../data/drivers/behaviour';
import { loadDrivers } from '../data/drivers/load';

/** Only what the capability matrix shows, so the drivers index does not carry every option text. */
export interface MatrixRow {
  name: string;
  page?: string;
  /** First release with the driver, when later than the earliest readable tag. */
  since?: string;
  defaultRoot?: string;
  flags: string[];
  /**
   * Who does each capability, one letter per name of capabilityNames in its order (data/drivers/behaviour.ts):
   * s the storage, a AList for it, p in some cases only, n nobody. One string keeps the overview's script small.
   */
  support: string;
  /** In the language of the module (MatrixData.lang). */
  summary: string;
}

/** What each language's matrix module exports: a page imports its own language's (docs/<lang>/guide/drivers/). */
export interface MatrixData {
  lang: 'en' | 'zh';
  rows: MatrixRow[];
}

export const MATRIX_LANGS = ['en', 'zh'] as const;

const SUPPORT_LETTER: Record<Support, string> = { storage: 's', alist: 'a', some: 'p', none: 'n' };

/**
 * Validates every driver data file when the build starts (a bad file fails the build naming the file
 * and field) and provides the compact rows as one runtime module per language, "virtual-driver-matrix-<lang>", with
 * the summaries in that language only: a page does not carry the other language's (3.7 KiB gzip).
 */
export function driverMatrixPlugin(): RspressPlugin {
  return {
    name: 'alist-driver-matrix',
    addRuntimeModules() {
      const drivers = [...loadDrivers()].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
      const modules: Record<string, string> = {};
      for (const lang of MATRIX_LANGS) {
        const rows: MatrixRow[] = drivers.map((d) => {
          const support = capabilitiesOf(d).map((c) => SUPPORT_LETTER[c.support]).join('');
          const { name, page, since, defaultRoot, flags, summary } = d;
          return { name, page, since, defaultRoot, flags, support, summary: summary[lang] };
        });
        const data: MatrixData = { lang, rows };
        modules[`virtual-driver-matrix-${lang}`] = `export default ${JSON.stringify(data)};`;
      }
      return modules;
    },
  };
}
