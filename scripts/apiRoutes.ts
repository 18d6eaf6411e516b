/**
 * Compares the OpenAPI document (data/api/openapi.json) with the /api routes of the reference
 * (api_routes.json): every route missing, extra, filed under the wrong method or with the wrong access level,
 * and every x-since that differs from since.json. Used by check:facts; pure functions, tested on modified copies.
 */

export interface RefRoute {
  method: string;
  path: string | null;
  access: string;
  server?: string;
}

export interface DocRoute {
  method: string;
  path: string;
  access: string;
  authGroup?: string;
  since?: string;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The routes a document declares: gin's Any routes carry `x-route-method: ANY` on each method the
 * document lists them under (GET and POST), and count once.
 */
export function documentRoutes(doc: { paths?: Record<string, Record<string, Record<string, unknown>>> }): DocRoute[] {
  const out: DocRoute[] = [];
  const seen = new Set<string>();
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const routeMethod = typeof op['x-route-method'] === 'string' ? op['x-route-method'] : method.toUpperCase();
      if (seen.has(`${routeMethod} ${p}`)) continue;
      seen.add(`${routeMethod} ${p}`);
      out.push({
        method: routeMethod,
        path: p,
        access: String(op['x-access']),
        authGroup: typeof op['x-auth-group'] === 'string' ? op['x-auth-group'] : undefined,
        since: typeof op['x-since'] === 'string' ? op['x-since'] : undefined,
      });
    }
  }
  return out;
}

/** The /api routes of the main server in the reference. */
export const apiRoutesOf = (refs: RefRoute[]) =>
  refs.filter((r): r is RefRoute & { path: string } => (r.server ?? 'main') === 'main' && typeof r.path === 'string' && r.path.startsWith('/api/'));

/** Whether a document access level agrees with the reference's (public, auth, admin, authn). */
export function accessAgrees(ref: string, doc: DocRoute): boolean {
  const anyAccount = doc.access === 'guest' || doc.access === 'user' || doc.access.startsWith('user:');
  switch (ref) {
    case 'public':
      return doc.access === 'public' && !doc.authGroup;
    case 'admin':
      return doc.access === 'admin' && !doc.authGroup;
    case 'auth':
      return anyAccount && !doc.authGroup;
    case 'authn':
      return (doc.access === 'guest' || doc.access === 'user') && doc.authGroup === 'authn';
    default:
      return false;
  }
}

export interface LeftOutRoute {
  method: string;
  path: string;
}

export function compareRoutes(refs: RefRoute[], doc: DocRoute[], leftOut: LeftOutRoute[] = [], since?: Record<string, string>): string[] {
  const problems: string[] = [];
  const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
  const api = apiRoutesOf(refs);
  const refKeys = new Set(api.map(key));
  const skipped = new Set(leftOut.map(key));
  for (const r of api) {
    const here = doc.filter((d) => d.path === r.path);
    if (skipped.has(key(r))) {
      if (here.some((d) => d.method === r.method)) problems.push(`${key(r)}: listed as left out but also in the document`);
      continue;
    }
    const same = here.find((d) => d.method === r.method);
    if (!same) {
      const other = here.filter((d) => !refKeys.has(key(d)));
      if (other.length > 0) problems.push(`${key(r)}: wrong method, the document has ${other.map((d) => d.method).join(', ')}`);
      else problems.push(`${key(r)}: missing from the document`);
      continue;
    }
    if (!accessAgrees(r.access, same)) {
      problems.push(`${key(r)}: wrong access, the reference says "${r.access}", the document "${same.access}"${same.authGroup ? ` (group ${same.authGroup})` : ''}`);
    }
    const want = since?.[key(r)];
    if (since && same.since !== want) problems.push(`${key(r)}: x-since is ${JSON.stringify(same.since)}, since.json says ${JSON.stringify(want)}`);
  }
  for (const d of doc) {
    if (refKeys.has(key(d))) continue;
    // A route filed under another method than the reference's is already reported above.
    if (api.some((r) => r.path === d.path && !doc.some((x) => x.path === r.path && x.method === r.method))) continue;
    problems.push(`${key(d)}: in the document but not in the reference`);
  }
  for (const l of leftOut) if (!refKeys.has(key(l))) problems.push(`${key(l)}: listed as left out but not in the reference`);
  return problems;
}
