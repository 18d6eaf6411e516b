import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../data/api/build';
import { openapiJson, openapiPath, openapiYaml } from '../../data/api/serialize';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
const doc = buildDocument() as Json & { paths: Record<string, Record<string, Json>> };
const METHODS = ['get', 'post', 'put'];
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([m]) => METHODS.includes(m))
    .map(([method, op]) => ({ path, method, op })),
);
const name = (o: { path: string; method: string }) => `${o.method.toUpperCase()} ${o.path}`;

/** JSON Pointer of a path item's member, for $ref into the document. */
const pointer = (...parts: string[]) => `#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
const DOC_ID = 'https://alist-docs.invalid/openapi.json';
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ ...doc, $id: DOC_ID });
const validatorFor = (...parts: string[]) => ajv.compile({ $ref: `${DOC_ID}${pointer(...parts)}` });

const CJK = /[\u4e00-\u9fff]/;
/** Chinese style of CONTENT.md: full-width punctuation after Chinese, a space between Chinese and Latin letters or digits. */
function chineseStyleProblems(text: string): string[] {
  const out: string[] = [];
  if (/[\u4e00-\u9fff][,;:!?]|[\u4e00-\u9fff]\.(\s|$)/.test(text)) out.push('half-width punctuation after Chinese');
  if (/[\u4e00-\u9fff][A-Za-z0-9]|[A-Za-z0-9][\u4e00-\u9fff]/.test(text)) out.push('no space between Chinese and Latin');
  return out;
}

/** Every x-i18n of the document, with where it is. */
function i18nTexts(node: unknown, where: string, out: { where: string; en: unknown; zh: unknown }[] = []) {
  if (Array.isArray(node)) node.forEach((x, i) => i18nTexts(x, `${where}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'x-i18n' && v && typeof v === 'object') {
        const { en, zh } = v as { en: unknown; zh: unknown };
        if (typeof en === 'string' || typeof zh === 'string') out.push({ where, en, zh });
        else for (const key of Object.keys((en as Json) ?? {})) out.push({ where: `${where}.${key}`, en: (en as Json)?.[key], zh: (zh as Json)?.[key] });
      } else i18nTexts(v, `${where}/${k}`, out);
    }
  }
  return out;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for a maintained validator', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect(doc.openapi).toBe('3.1.0');
  }, 60_000);

  it('is checked in as built (npm run build:openapi), and the YAML twin holds the same document', () => {
    expect(readFileSync(openapiPath, 'utf8')).toBe(openapiJson(doc));
    expect(parse(openapiYaml(doc))).toEqual(JSON.parse(openapiJson(doc)));
  }, 60_000);

  it('models the envelope once and says that AList answers HTTP 200', () => {
    const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
    expect(Object.keys((schemas.Envelope as { properties: Json }).properties)).toEqual(['code', 'message', 'data']);
    for (const o of operations) {
      const schema = ((o.op.responses as Json)['200'] as { content: Record<string, { schema: Json }> }).content['application/json'].schema;
      expect(JSON.stringify(schema), name(o)).toContain('#/components/schemas/Envelope');
    }
    expect(String((doc.info as Json).description)).toMatch(/HTTP status 200/);
  });

  it('gives every operation x-access, x-since and both languages', () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const o of operations) {
      expect(String(o.op['x-access']), name(o)).toMatch(/^(public|guest|user|user:[a-z_]+|admin)$/);
      expect(String(o.op['x-since']), name(o)).toMatch(/^v3\.\d+\.\d+$/);
      const i18n = o.op['x-i18n'] as { en: { summary: string }; zh: { summary: string } };
      expect(i18n.en.summary, name(o)).toBeTruthy();
      expect(i18n.zh.summary, name(o)).toMatch(CJK);
      expect(Array.isArray(o.op['x-errors']), name(o)).toBe(true);
    }
  });

  it('describes every parameter, body field and error in both languages, Chinese in its own style', () => {
    const texts = i18nTexts(doc, '#');
    expect(texts.length).toBeGreaterThan(1000);
    const problems: string[] = [];
    for (const x of texts) {
      if (typeof x.en !== 'string' || x.en.trim() === '') problems.push(`${x.where}: no English text`);
      if (typeof x.zh !== 'string' || !CJK.test(x.zh)) problems.push(`${x.where}: no Chinese text`);
      else for (const p of chineseStyleProblems(x.zh.replace(/`[^`]*`|"[^"]*"|<[^>]*>/g, ' x '))) problems.push(`${x.where}: ${p}: ${x.zh}`);
    }
    for (const o of operations) {
      for (const p of (o.op.parameters as Json[] | undefined) ?? []) if (!p['x-i18n'] && !p.$ref) problems.push(`${name(o)} parameter ${p.name}: no x-i18n`);
      const body = (o.op.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content?.['application/json']?.schema;
      for (const [key, s] of Object.entries((body?.properties as Record<string, Json>) ?? {})) if (!s['x-i18n']) problems.push(`${name(o)} field ${key}: no x-i18n`);
    }
    expect(problems).toEqual([]);
  });

  it('validates every request and response example against its schema (ajv, JSON Schema 2020-12)', () => {
    let checked = 0;
    const failures: string[] = [];
    for (const o of operations) {
      const body = (o.op.requestBody as { content?: Record<string, Json> } | undefined)?.content?.['application/json'];
      if (body && 'example' in body) {
        const validate = validatorFor('paths', o.path, o.method, 'requestBody', 'content', 'application/json', 'schema');
        if (!validate(body.example)) failures.push(`${name(o)} request: ${ajv.errorsText(validate.errors)}`);
        checked++;
      }
      const response = ((o.op.responses as Json)['200'] as { content: Record<string, Json> }).content['application/json'];
      if ('example' in response) {
        const validate = validatorFor('paths', o.path, o.method, 'responses', '200', 'content', 'application/json', 'schema');
        if (!validate(response.example)) failures.push(`${name(o)} response: ${ajv.errorsText(validate.errors)}`);
        checked++;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(390);
  }, 60_000);

  it('has a request example (when the body is JSON) and a response example for every route of the main groups', () => {
    const main = /^\/api\/(auth|me|fs|public|task|admin\/(user|storage|setting|meta|driver|index|task))(\/|$)/;
    const missing: string[] = [];
    for (const o of operations.filter((x) => main.test(x.path))) {
      const body = (o.op.requestBody as { content?: Record<string, Json> } | undefined)?.content?.['application/json'];
      const fieldsBody = body && Object.keys(((body.schema as Json).properties as Json) ?? {}).length > 0;
      if (fieldsBody && !('example' in body)) missing.push(`${name(o)}: request example`);
      const response = ((o.op.responses as Json)['200'] as { content: Record<string, Json> }).content['application/json'];
      const streams = /lark\/export|auth\/(sso|get_sso_id)/.test(o.path); // success is a redirect, an HTML page or a file
      if (!('example' in response) && !streams) missing.push(`${name(o)}: response example`);
    }
    expect(missing).toEqual([]);
  });

  it('sends the token as AList reads it: the raw Authorization header, no Bearer scheme', () => {
    const scheme = (doc.components as { securitySchemes: Record<string, Json> }).securitySchemes.token;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    const login = doc.paths['/api/auth/login'].post;
    expect(login.security).toEqual([]);
    // Admin and signed-in-only routes need the token; routes the guest may use also run without one (as the guest).
    expect(doc.paths['/api/admin/user/list'].get.security).toEqual([{ token: [] }]);
    expect(doc.paths['/api/share/list'].get.security).toEqual([{ token: [] }]);
    expect(doc.paths['/api/me/update'].post.security).toEqual([{ token: [] }]);
    expect(doc.paths['/api/fs/list'].post.security).toEqual([{ token: [] }, {}]);
    expect(doc.paths['/api/fs/mkdir'].post.security).toEqual([{ token: [] }, {}]);
    const counts: Record<string, number> = {};
    for (const o of operations) {
      const kind = JSON.stringify(o.op.security);
      counts[kind] = (counts[kind] ?? 0) + 1;
      const admin = o.op['x-access'] === 'admin';
      if (admin) expect(o.op.security, name(o)).toEqual([{ token: [] }]);
    }
    expect(Object.keys(counts).sort()).toEqual(['[]', '[{"token":[]},{}]', '[{"token":[]}]']);
  });

  it('declares the Client-Id header (and client_id query) on every route behind the token check', () => {
    for (const o of operations) {
      const refs = ((o.op.parameters as Json[] | undefined) ?? []).map((p) => p.$ref ?? `${p.in} ${p.name}`);
      const behindAuth = o.op['x-access'] !== 'public' && !o.op['x-auth-group'];
      expect(refs.includes('#/components/parameters/ClientId'), name(o)).toBe(behindAuth);
    }
    const login = (doc.paths['/api/auth/login/hash'].post.parameters as Json[]).map((p) => `${p.in} ${p.name}`);
    expect(login).toEqual(expect.arrayContaining(['header Client-Id', 'query client_id']));
  });

  it('files gin Any routes under GET (query) and POST (body), and types redirects, HTML pages and files', () => {
    const any = operations.filter((o) => o.op['x-route-method'] === 'ANY');
    expect(any.length).toBe(20);
    const list = doc.paths['/api/fs/list'];
    expect(list.get.requestBody).toBeUndefined();
    expect(((list.get.parameters as Json[]) ?? []).filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['path', 'password', 'page', 'per_page']);
    const responses = (o: Json) => o.responses as Record<string, { content?: Record<string, unknown> }>;
    expect(Object.keys(responses(doc.paths['/api/auth/sso'].get))).toEqual(['200', '302']);
    expect(Object.keys(responses(doc.paths['/api/auth/sso_get_token'].get)['200'].content ?? {})).toEqual(['application/json', 'text/html']);
    expect(Object.keys(responses(doc.paths['/api/fs/lark/export/download'].get)['200'].content ?? {})).toEqual(['application/json', '*/*']);
  });

  it('requires every response field Go always sends, and allows null where Go sends a nil slice', () => {
    const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
    expect(schemas.Obj.required).not.toContain('storage_class');
    expect(schemas.Obj.required).toContain('hash_info');
    expect(schemas.Session.required).not.toContain('user_id');
    const dirs = JSON.stringify(((doc.paths['/api/fs/dirs'].post.responses as Json)['200'] as Json));
    expect(dirs).toContain('"type":["array","null"]');
    // A request body stays as loose as the server: setting/save needs only key.
    const save = (doc.paths['/api/admin/setting/save'].post.requestBody as { content: Record<string, { schema: { items: Json } }> }).content['application/json'].schema.items;
    expect(save.required).toEqual(['key']);
  });
});
