import { beforeEach, describe, expect, it, vi } from 'vitest';

/** theme/routeTable.ts keeps module state: each test gets a fresh copy. */
async function fresh() {
  vi.resetModules();
  return import('../../theme/routeTable');
}

describe('route table that arrives after the page', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('is whole from the start where nothing registers a loader (server rendering, dev server)', async () => {
    const table = await fresh();
    expect(table.routesComplete()).toBe(true);
    await expect(table.allRoutes()).resolves.toBeUndefined();
  });

  it('loads the rest once, however many ask', async () => {
    const table = await fresh();
    const load = vi.fn(async () => undefined);
    table.registerRouteTable(load);
    expect(table.routesComplete()).toBe(false);
    await Promise.all([table.allRoutes(), table.allRoutes()]);
    await table.allRoutes();
    expect(load).toHaveBeenCalledTimes(1);
    expect(table.routesComplete()).toBe(true);
  });

  it('tries again after a failed load (offline before the table was ever fetched)', async () => {
    const table = await fresh();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    table.registerRouteTable(load);
    await expect(table.allRoutes()).rejects.toThrow('offline');
    expect(table.routesComplete()).toBe(false);
    await table.allRoutes();
    expect(load).toHaveBeenCalledTimes(2);
    expect(table.routesComplete()).toBe(true);
  });

  it("reads the page's own row from the loader's list, and none where there is none", async () => {
    const table = await fresh();
    const elements: Record<string, { textContent: string }> = {
      'app-scripts': { textContent: JSON.stringify({ p: [], s: [], r: ['/guide/', 1, ['a', '79'], 'kB'] }) },
    };
    vi.stubGlobal('document', { getElementById: (id: string) => elements[id] ?? null });
    expect(table.firstRouteRow()).toEqual(['/guide/', 1, ['a', '79'], 'kB']);
    elements['app-scripts'].textContent = JSON.stringify({ p: [], s: [] });
    expect(table.firstRouteRow()).toBeNull();
    delete elements['app-scripts'];
    expect(table.firstRouteRow()).toBeNull();
  });

  it("reads the hashes of the page's own route chunks from the files it preloads, and of the chunks they load", async () => {
    const table = await fresh();
    const list = { p: ['/static/js/async/lj.d06cf5.js', '/static/js/async/79.a9bdd1.js', '/static/js/lib-react.1.js'], s: [], h: { q9: 'abcdef' } };
    vi.stubGlobal('document', { getElementById: (id: string) => (id === 'app-scripts' ? { textContent: JSON.stringify(list) } : null) });
    expect(table.routeChunkHashesOfPage()).toEqual({ lj: 'd06cf5', 79: 'a9bdd1', q9: 'abcdef' });
    vi.stubGlobal('document', { getElementById: () => null });
    expect(table.routeChunkHashesOfPage()).toEqual({});
  });
});
