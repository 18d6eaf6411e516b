import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { driverMatrixPlugin, type MatrixData } from '../../plugins/driverMatrix';
import { loadDrivers } from '../../data/drivers/load';
import { capabilityNames } from '../../data/drivers/names';

let lang = 'en';
vi.mock('@rspress/core/runtime', () => ({ useLang: () => lang }));
const { DriverMatrix } = await import('../../components/DriverMatrix');

/** The runtime modules the plugin gives the build, evaluated. */
function matrixModules(): Record<string, MatrixData> {
  const plugin = driverMatrixPlugin() as unknown as { addRuntimeModules: () => Record<string, string> };
  const out: Record<string, MatrixData> = {};
  for (const [name, code] of Object.entries(plugin.addRuntimeModules())) out[name] = JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as MatrixData;
  return out;
}

describe('the driver matrix, one module per language', () => {
  it("holds every driver with the summaries of its own language only", () => {
    const modules = matrixModules();
    expect(Object.keys(modules).sort()).toEqual(['virtual-driver-matrix-en', 'virtual-driver-matrix-zh']);
    const drivers = loadDrivers();
    for (const l of ['en', 'zh'] as const) {
      const data = modules[`virtual-driver-matrix-${l}`];
      expect(data.lang).toBe(l);
      expect(data.rows).toHaveLength(drivers.length);
      for (const row of data.rows) expect(row.summary).toBe(drivers.find((d) => d.name === row.name)!.summary[l]);
    }
    expect(JSON.stringify(modules['virtual-driver-matrix-zh'])).not.toContain(drivers[0].summary.en);
  });

  it("renders on a page of its language and refuses the other language's data, naming the module to import", () => {
    const modules = matrixModules();
    lang = 'zh';
    expect(renderToString(h(DriverMatrix, { data: modules['virtual-driver-matrix-zh'] }))).toContain('data-driver="Local"');
    expect(() => renderToString(h(DriverMatrix, { data: modules['virtual-driver-matrix-en'] }))).toThrow(/import virtual-driver-matrix-zh/);
    lang = 'en';
  });

  it('marks a copy that AList does for the storage apart from one the storage does, and filters on both', () => {
    const data = matrixModules()['virtual-driver-matrix-en'];
    const copy = capabilityNames.indexOf('copy');
    const row = (name: string) => data.rows.find((r) => r.name === name)!;
    for (const r of data.rows) expect(r.support, r.name).toMatch(new RegExp(`^[sapn]{${capabilityNames.length}}$`));
    expect(row('FTP').support[copy]).toBe('a');
    expect(row('Local').support[copy]).toBe('s');
    expect(row('Strm').support[copy]).toBe('n');
    const html = renderToString(h(DriverMatrix, { data }));
    const ftp = html.slice(html.indexOf('data-driver="FTP"'), html.indexOf('</tr>', html.indexOf('data-driver="FTP"')));
    expect(ftp).toContain('done by AList');
  });
});
