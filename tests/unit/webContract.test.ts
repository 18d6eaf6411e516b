/**
 * The contract test against the official web frontend (alist-web 3.62.0, bundled by AList v3.63.0): every request it
 * makes (tests/contract/alist-web-3.62.0.json, written by scripts/extract-web-contract.ts from a checkout) must
 * resolve to an operation of data/api/openapi.json with that method, every body field, query parameter and header it
 * sends must be declared there, and every response field its types read must be in the response schema. The few
 * calls that cannot pass are listed below with the reason.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import openapi from '../../data/api/openapi.json';
import { declarations, fieldPaths, matching, objectKeys, pathOf, requestsOf, shapeOf, splitTop, withoutComments, type WebRequest } from '../../scripts/webContract';

type Json = Record<string, unknown>;
const doc = openapi as unknown as { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json>; parameters: Record<string, Json> } };
const facts = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'contract', 'alist-web-3.62.0.json'), 'utf8')) as { requests: WebRequest[] };

/** Calls of the frontend that v3.63.0 does not answer as the frontend expects, each with why (checked in the Go source). */
const KNOWN: { method: string; path: string; reason: string }[] = [
  { method: 'GET', path: '/api/permission', reason: 'Permission groups of a newer server branch; v3.63.0 registers no /api/permission route (server/router.go), so the page answers 404.' },
  { method: 'GET', path: '/api/permission/{id}', reason: 'Same: no /api/permission routes in v3.63.0.' },
  { method: 'POST', path: '/api/permission', reason: 'Same: no /api/permission routes in v3.63.0.' },
  { method: 'PUT', path: '/api/permission', reason: 'Same: no /api/permission routes in v3.63.0.' },
  { method: 'DELETE', path: '/api/permission/{id}', reason: 'Same: no /api/permission routes in v3.63.0.' },
  { method: 'POST', path: '/api/admin/session/clean', reason: 'v3.63.0 has /api/admin/session/list and /evict only; there is no clean route.' },
  { method: 'POST', path: '/api/admin/strm/generate', reason: 'STRM generation is not in v3.63.0 (no strm route, no strm_generate task manager).' },
  { method: 'POST', path: '/api/admin/task/strm_generate/info', reason: 'Same: no strm_generate task type in v3.63.0.' },
  { method: 'POST', path: '/api/label_file_binding/get', reason: 'v3.63.0 registers GET /api/label_file_binding/get reading the file_name query parameter; the frontend POSTs a JSON body, which gin answers 404.' },
  { method: 'POST', path: '/api/admin/label/create', reason: 'backup-restore.tsx restores labels from a backup file as `any`: the fields are whatever the backup holds (the label objects /api/label/list returned).' },
  { method: 'POST', path: '/api/admin/label/update', reason: 'Same backup restore of labels, typed `any`.' },
  { method: 'POST', path: '/api/admin/role/create', reason: 'backup-restore.tsx restores roles from a backup file as `any` (the role objects /api/admin/role/list returned); the role editor\'s own call is checked.' },
  { method: 'POST', path: '/api/admin/role/update', reason: 'Same backup restore of roles, typed `any`.' },
];

/** Request fields the frontend's types carry that the server does not read, and response fields its types declare that the server never sends. */
const KNOWN_FIELDS: { method: string; path: string; fields: (string | RegExp)[]; reason: string }[] = [
  ...['/api/admin/user/create', '/api/admin/user/update'].map((p) => ({
    method: 'POST',
    path: p,
    fields: ['role_info', 'permissions', 'max_devices', 'session_ttl'],
    reason: 'Fields of the frontend\'s User type that model.User of v3.63.0 does not have; gin ignores unknown JSON keys, so they are sent and dropped.',
  })),
  ...['/api/admin/user/list'].map((p) => ({ method: 'GET', path: p, fields: ['content[].role_info', 'content[].permissions', 'content[].max_devices', 'content[].session_ttl'], reason: 'The same User type fields; the server never sends them.' })),
  { method: 'GET', path: '/api/admin/user/get', fields: ['role_info', 'permissions', 'permissions[].path', 'permissions[].permission', 'max_devices', 'session_ttl'], reason: 'The same User type fields; /api/admin/user/get sends model.User without them.' },
  { method: 'GET', path: '/api/me', fields: ['role_info', 'max_devices', 'session_ttl'], reason: 'The same User type fields (the Me type extends User); /api/me adds otp, role_names and permissions only.' },
  { method: 'POST', path: '/api/auth/login/ldap', fields: ['device_key'], reason: 'Typed as optional by the frontend; LDAP sign-in opens no device session and answers only {token} (server/handles/ldap_login.go).' },
  { method: 'POST', path: '/api/authn/webauthn_finish_login', fields: ['device_key'], reason: 'Typed as optional; FinishAuthnLogin answers only {token}.' },
  { method: 'POST', path: '/api/admin/storage/update', fields: ['id'], reason: 'One call site for create and update typed {id}; only create answers {id}, update answers data null.' },
  { method: 'POST', path: '/api/me/sshkey/delete', fields: ['[].id', '[].title', '[].fingerprint', '[].added_time', '[].last_used_time'], reason: 'Typed as a key list, but only the code is used; the server answers data null.' },
  { method: 'POST', path: '/api/admin/user/sshkey/delete', fields: ['uid', '[].id', '[].title', '[].fingerprint', '[].added_time', '[].last_used_time'], reason: 'DeletePublicKey reads only `id` (uid is ignored) and answers data null; the list type is unused.' },
  { method: 'POST', path: '/api/fs/dirs', fields: ['[].id', '[].path', '[].size', '[].is_dir', '[].created', '[].sign', '[].thumb', '[].type', '[].hashinfo', '[].storage_class', '[].tags', '[].children'].flatMap((f) => [f, ...(f === '[].children' ? [] : [f.replace('[].', '[].children[].')])]).concat(['[].children[].name', '[].children[].modified', '[].children[].children']), reason: 'Typed as Obj[] (a tree node), but ChooseTree uses only name; /api/fs/dirs sends name and modified (DirResp).' },
  { method: 'POST', path: '/api/fs/get', fields: [/^(related\[\]\.)?tags$/, /^(related\[\]\.)?children(\[\]|$)/], reason: 'The frontend\'s Obj type declares optional `tags` and `children` (for its folder tree); /api/fs/get (FsGetResp) sends neither.' },
  { method: 'POST', path: '/api/fs/list', fields: ['content[].tags', 'content[].children'], reason: 'The same optional Obj fields; /api/fs/list sends label_list instead of tags, and no children.' },
  { method: 'POST', path: '/api/fs/search', fields: ['content[].path'], reason: 'The frontend\'s SearchNode type declares `path`; the server sends parent and name (SearchResp) and the frontend joins them.' },
  { method: 'POST', path: '/api/fs/archive/list', fields: ['content[].children'], reason: 'The frontend types the entries as tree nodes; /api/fs/archive/list sends plain objects (ObjResp) without children.' },
  { method: 'POST', path: '/api/admin/index/build', fields: ['paths', 'max_depth'], reason: 'BuildIndex reads no body in v3.63.0: it always rebuilds from "/" with the max depth setting, so these are sent and ignored.' },
  ...['/api/fs/archive/meta', '/api/fs/archive/list'].map((p) => ({ method: 'POST', path: p, fields: ['content[].tags'], reason: 'The frontend\'s Obj type declares `tags`; no v3.63.0 answer has it (labels come as label_list from /api/fs/list).' })),
];

const known = (r: { method: string; path: string }) => KNOWN.find((k) => k.method === r.method && k.path === r.path);
const knownField = (r: { method: string; path: string }, field: string) => KNOWN_FIELDS.find((k) => k.method === r.method && k.path === r.path && k.fields.some((f) => (typeof f === 'string' ? f === field : f.test(field))));

function resolve(schema: Json | undefined): Json {
  if (!schema) return {};
  if (typeof schema.$ref === 'string') return resolve(doc.components.schemas[schema.$ref.split('/').pop() as string] ?? (doc.components.parameters[schema.$ref.split('/').pop() as string] as Json));
  return schema;
}

/** The properties of an object schema, through $ref, allOf and anyOf; undefined when it names none (any object). */
function propertiesOf(schema: Json | undefined): Record<string, Json> | undefined {
  const s = resolve(schema);
  const parts = [s, ...((s.allOf as Json[]) ?? []), ...((s.anyOf as Json[]) ?? [])].map(resolve);
  const props = Object.assign({}, ...parts.map((p) => (p.properties as Record<string, Json>) ?? {}), ...parts.flatMap((p) => ((p.allOf as Json[]) ?? []).map((q) => (resolve(q).properties as Record<string, Json>) ?? {})));
  const open = parts.some((p) => Object.keys(p).filter((k) => !['description', 'x-i18n'].includes(k)).length === 0 || p.additionalProperties !== undefined);
  return Object.keys(props).length > 0 || !open ? props : undefined;
}

function itemsOf(schema: Json | undefined): Json | undefined {
  const s = resolve(schema);
  for (const p of [s, ...((s.anyOf as Json[]) ?? [])].map(resolve)) if (p.items) return p.items as Json;
  return undefined;
}

/** Whether a field path (`a`, `a[].b`, `[].b`) exists in a schema; an open schema (any object) accepts every path. */
export function hasPath(schema: Json | undefined, fieldPath: string): boolean {
  let here: Json | undefined = schema;
  for (const segment of fieldPath.split('.')) {
    const array = segment.endsWith('[]');
    const name = array ? segment.slice(0, -2) : segment;
    if (name !== '') {
      const props = propertiesOf(here);
      if (props === undefined) return true;
      if (!(name in props)) return false;
      here = props[name];
    }
    if (array) {
      const items = itemsOf(here);
      if (items === undefined) return Object.keys(resolve(here)).length === 0;
      here = items;
    }
  }
  return true;
}

const patternOf = (p: string) => new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]*\\?\}|\{[^}]*\}/g, '[^/]+')}$`);

/** The documented operations a request can reach: its paths (or patterns) under its method. */
function operationsFor(r: WebRequest): { path: string; op: Json }[] {
  const candidates = r.paths ?? [r.path];
  return Object.entries(doc.paths).flatMap(([p, item]) => (candidates.some((c) => patternOf(c).test(p)) && item[r.method.toLowerCase()] ? [{ path: p, op: item[r.method.toLowerCase()] }] : []));
}

const dataSchema = (op: Json) => {
  const content = ((op.responses as Json)['200'] as { content: Record<string, { schema: Json }> }).content['application/json'].schema;
  return propertiesOf(content)?.data;
};
const bodySchema = (op: Json) => (op.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content;
const parameterNames = (op: Json, where: string) =>
  ((op.parameters as Json[] | undefined) ?? []).map(resolve).filter((p) => p.in === where).map((p) => String(p.name).toLowerCase());

/** Headers every HTTP client sends or OpenAPI describes elsewhere (security, media type). */
const IMPLICIT_HEADERS = new Set(['content-type', 'authorization']);

function problemsOf(r: WebRequest): string[] {
  const ops = operationsFor(r);
  const where = `${r.method} ${r.path} (${r.at})`;
  if (ops.length === 0) return [`${where}: no documented operation`];
  const out: string[] = [];
  for (const { path: p, op } of ops) {
    const name = `${where} -> ${r.method} ${p}`;
    const content = bodySchema(op);
    if (r.body?.kind === 'object') {
      const props = propertiesOf(content?.['application/json']?.schema);
      for (const field of r.body.fields.filter((f) => !f.startsWith('...'))) {
        if (!props || !(field in props)) if (!knownField(r, field)) out.push(`${name}: body field "${field}" is not declared`);
      }
    } else if (r.body?.kind === 'array') {
      if (resolve(content?.['application/json']?.schema).type !== 'array') out.push(`${name}: sends a JSON array, the document does not take one`);
    } else if (r.body?.kind === 'form' || r.body?.kind === 'raw') {
      const types = Object.keys(content ?? {});
      const opaqueJson = types.includes('application/json') && propertiesOf(content?.['application/json']?.schema) === undefined;
      if (!types.some((t) => t !== 'application/json') && !opaqueJson) out.push(`${name}: sends a ${r.body.kind} body, the document declares ${types.join(', ') || 'none'}`);
    } else if (r.body?.kind === 'unresolved') out.push(`${name}: body "${r.body.expression}" not resolved by the extractor`);
    for (const q of r.query) if (!parameterNames(op, 'query').includes(q.toLowerCase()) && !knownField(r, q)) out.push(`${name}: query parameter "${q}" is not declared`);
    for (const h of r.headers) if (!IMPLICIT_HEADERS.has(h.toLowerCase()) && !parameterNames(op, 'header').includes(h.toLowerCase()) && !knownField(r, h)) out.push(`${name}: header "${h}" is not declared`);
    for (const field of r.response?.fields ?? []) if (!hasPath(dataSchema(op), field) && !knownField(r, field)) out.push(`${name}: reads "${field}", not in the response schema`);
  }
  return out;
}

describe('the API document against the official web frontend (alist-web 3.62.0)', () => {
  const requests = facts.requests;

  it('has the frontend\'s requests as facts (regenerate with npm run extract:web-contract -- <checkout>)', () => {
    expect(requests.length).toBeGreaterThan(150);
    for (const r of requests) expect(r.at, JSON.stringify(r)).toMatch(/^src\/.+\.tsx?:\d+$/);
  });

  it('resolves every request to a documented operation with its method, body fields, query, headers and response fields', () => {
    const problems = requests.filter((r) => !known(r)).flatMap(problemsOf);
    expect(problems).toEqual([]);
  });

  it('lists only exceptions that are still needed, each with a reason', () => {
    for (const k of KNOWN) {
      expect(k.reason.length, `${k.method} ${k.path}`).toBeGreaterThan(20);
      const hits = requests.filter((r) => r.method === k.method && r.path === k.path);
      expect(hits.length, `${k.method} ${k.path}: no such request of the frontend any more`).toBeGreaterThan(0);
      expect(hits.flatMap(problemsOf).length, `${k.method} ${k.path}: passes now, drop the exception`).toBeGreaterThan(0);
    }
  });

  it('has a use for every field exception: the frontend still sends or reads that field', () => {
    for (const k of KNOWN_FIELDS) {
      const hits = requests.filter((r) => r.method === k.method && r.path === k.path);
      const used = hits.flatMap((r) => [...(r.body?.kind === 'object' ? r.body.fields : []), ...r.query, ...r.headers, ...(r.response?.fields ?? [])]);
      for (const f of k.fields) expect(used.some((u) => (typeof f === 'string' ? f === u : f.test(u))), `${k.method} ${k.path} ${String(f)}`).toBe(true);
    }
  });

  it('calls four any-method routes with GET, and the document lists GET for them', () => {
    const gets = requests.filter((r) => r.method === 'GET' && operationsFor(r).some((o) => o.op['x-route-method'] === 'ANY'));
    expect(new Set(gets.map((r) => r.path))).toEqual(new Set(['/api/public/settings', '/api/public/archive_extensions', '/api/public/offline_download_tools', '/api/fs/list']));
  });
});

describe('the extractor (scripts/webContract.ts)', () => {
  const decls = declarations(`
export interface Obj { name: string; size: number }
export type ListResp = Resp<{ content: Obj[]; total: number }>
interface Me extends Obj { otp?: boolean }
`);

  it('reads paths, conditional templates and query names', () => {
    expect(pathOf('`/admin/user/${id ? "update" : "create"}`')).toEqual({ path: '/admin/user/update', paths: ['/admin/user/update', '/admin/user/create'], query: [] });
    expect(pathOf('`/task/${props.type}/retry?tid=${props.id}`')).toEqual({ path: '/task/{type}/retry', query: ['tid'] });
    expect(pathOf('"/authn/webauthn_begin_login?username=" + username')).toEqual({ path: '/authn/webauthn_begin_login', query: ['username'] });
  });

  it('finds bodies, headers and response fields, and skips commented-out calls', () => {
    const source = `
const save = (user: Me): Promise<ListResp> => r.post("/x", user)
// r.post("/gone", {})
const a = (): PEmptyResp => r.post("/y", { path, names: [1], ...rest }, { headers: { "File-Path": p } })
const [meta, setMeta] = createStore<Obj>({})
const b = (): PEmptyResp => r.post("/z", meta)
`;
    const got = requestsOf('src/a.ts', source, decls);
    expect(got.map((r) => r.path)).toEqual(['/api/x', '/api/y', '/api/z']);
    expect(got[0].body).toEqual({ kind: 'object', fields: ['name', 'size', 'otp'] });
    expect(got[0].response?.fields).toEqual(['content', 'content[].name', 'content[].size', 'total']);
    expect(got[1]).toMatchObject({ body: { kind: 'object', fields: ['path', 'names', '...rest'] }, headers: ['File-Path'], at: 'src/a.ts:4' });
    expect(got[2].body).toEqual({ kind: 'object', fields: ['name', 'size'] });
    expect(withoutComments('a // b\nc').split('\n')).toHaveLength(2);
  });

  it('parses type shapes and brackets', () => {
    expect(fieldPaths(shapeOf('Obj[]', decls))).toEqual(['[].name', '[].size']);
    expect(objectKeys('{ a, "b-c": 1, d() {} }')).toEqual(['a', 'b-c', 'd']);
    expect(splitTop('a, f(b, c), `${d, e}`', [','])).toEqual(['a', 'f(b, c)', '`${d, e}`']);
    expect(matching('(a(b)c)', 0)).toBe(6);
  });
});

describe('the contract checks themselves', () => {
  it('report a field the document lacks and accept one it has', () => {
    const data = dataSchema(doc.paths['/api/fs/get'].post);
    expect(hasPath(data, 'raw_url')).toBe(true);
    expect(hasPath(data, 'related[].name')).toBe(true);
    expect(hasPath(data, 'no_such_field')).toBe(false);
    const fake: WebRequest = { method: 'POST', path: '/api/fs/mkdir', query: [], headers: [], body: { kind: 'object', fields: ['path', 'bogus'] }, at: 'src/x.ts:1' };
    expect(problemsOf(fake)).toEqual([expect.stringContaining('body field "bogus"')]);
    expect(problemsOf({ ...fake, path: '/api/fs/nothing' })).toEqual([expect.stringContaining('no documented operation')]);
  });
});
