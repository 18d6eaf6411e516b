import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEFT_OUT } from '../../data/api/leftOut';
import { openapiPath } from '../../data/api/serialize';
import { accessAgrees, compareRoutes, documentRoutes, type DocRoute, type RefRoute } from '../../scripts/apiRoutes';
import { referenceDir } from '../../scripts/referenceDir';

type Doc = Parameters<typeof documentRoutes>[0];
const doc = JSON.parse(readFileSync(openapiPath, 'utf8')) as Doc;
const routes = documentRoutes(doc);

/** A reference built from the document itself (so the test runs without ../shared): auth for every account level. */
const refOf = (d: DocRoute): RefRoute => ({
  server: 'main',
  method: d.method,
  path: d.path,
  access: d.authGroup === 'authn' ? 'authn' : d.access === 'public' || d.access === 'admin' ? d.access : 'auth',
});
const synthetic = routes.map(refOf);

describe('route comparison of the API document', () => {
  it('finds nothing when document and reference agree', () => {
    expect(compareRoutes(synthetic, routes)).toEqual([]);
  });

  it('reads gin Any routes from x-route-method and the access from x-access', () => {
    expect(routes.find((r) => r.path === '/api/fs/list')).toMatchObject({ method: 'ANY', access: 'guest' });
    expect(routes.find((r) => r.path === '/api/fs/mkdir')).toMatchObject({ method: 'POST', access: 'user:write' });
    expect(accessAgrees('auth', { method: 'POST', path: '/x', access: 'user:write' })).toBe(true);
    expect(accessAgrees('auth', { method: 'POST', path: '/x', access: 'admin' })).toBe(false);
    expect(accessAgrees('authn', { method: 'GET', path: '/x', access: 'guest' })).toBe(false);
  });

  it('names a removed, a renamed, a re-filed and a re-permissioned route on a modified copy of the document', () => {
    const copy = structuredClone(doc) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    delete copy.paths['/api/fs/remove'];
    copy.paths['/api/fs/rename_it'] = copy.paths['/api/fs/rename'];
    delete copy.paths['/api/fs/rename'];
    copy.paths['/api/admin/user/list'].get['x-access'] = 'user';
    copy.paths['/api/me/update'].get = copy.paths['/api/me/update'].post;
    delete copy.paths['/api/me/update'].post;
    const problems = compareRoutes(synthetic, documentRoutes(copy as Doc));
    expect(problems).toEqual(
      expect.arrayContaining([
        'POST /api/fs/remove: missing from the document',
        'POST /api/fs/rename: missing from the document',
        'POST /api/fs/rename_it: in the document but not in the reference',
        'GET /api/admin/user/list: wrong access, the reference says "admin", the document "user"',
        'POST /api/me/update: wrong method, the document has GET',
      ]),
    );
    expect(problems).toHaveLength(5);
  });

  it('names the same changes on a modified copy of the reference, and checks x-since', () => {
    const ref = synthetic.filter((r) => r.path !== '/api/fs/copy').map((r) => (r.path === '/api/fs/move' ? { ...r, path: '/api/fs/mv' } : r.path === '/api/me' ? { ...r, access: 'admin' } : r));
    const problems = compareRoutes(ref, routes, [], { 'GET /api/me': 'v3.0.1' });
    expect(problems).toEqual(
      expect.arrayContaining([
        'POST /api/fs/mv: missing from the document',
        'POST /api/fs/move: in the document but not in the reference',
        'POST /api/fs/copy: in the document but not in the reference',
        'GET /api/me: wrong access, the reference says "admin", the document "guest"',
      ]),
    );
    expect(problems.some((p) => p.includes('x-since'))).toBe(true);
  });

  it('treats a left-out route as documented elsewhere, and flags a left-out entry that is not in the reference', () => {
    const withoutLink = documentRoutes({ paths: Object.fromEntries(Object.entries(doc.paths ?? {}).filter(([p]) => p !== '/api/fs/link')) });
    expect(compareRoutes(synthetic, withoutLink, [{ method: 'POST', path: '/api/fs/link' }])).toEqual([]);
    expect(compareRoutes(synthetic, routes, [{ method: 'GET', path: '/api/nowhere' }])).toEqual(['GET /api/nowhere: listed as left out but not in the reference']);
  });

  it.skipIf(!existsSync(path.join(referenceDir, 'api_routes.json')))('agrees with the v3.63 reference: every /api route, method, access level and first release', () => {
    const refs = JSON.parse(readFileSync(path.join(referenceDir, 'api_routes.json'), 'utf8')) as RefRoute[];
    const since = (JSON.parse(readFileSync(path.join(referenceDir, 'since.json'), 'utf8')) as { since: { api_routes: Record<string, string> } }).since.api_routes;
    expect(compareRoutes(refs, routes, LEFT_OUT, since)).toEqual([]);
    expect(routes.length + LEFT_OUT.length).toBe(refs.filter((r) => r.path?.startsWith('/api/')).length);
  });
});
