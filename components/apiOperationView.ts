/**
 * One operation of the OpenAPI document, flattened for display: the fields of the query, headers and JSON body
 * with readable types, the examples as text, the error codes. Pure (no React), so it is tested on its own and
 * could run at build time to ship only the operations a page shows.
 */
type Json = Record<string, unknown>;
export interface Text {
  en: string;
  zh: string;
}
export interface FieldView {
  name: string;
  in: 'query' | 'header' | 'body';
  type: string;
  required: boolean;
  text: Text;
}
export interface ErrorView {
  code: number;
  message?: string;
  text: Text;
}
export interface OperationView {
  id: string;
  method: string;
  anyMethod: boolean;
  path: string;
  access: string;
  since: string;
  summary: Text;
  description?: Text;
  fields: FieldView[];
  bodyText?: Text;
  requestExample?: string;
  responseExample?: string;
  errors: ErrorView[];
}

/** An operation in one language, as a page shows it: each text is a string (the page never carries the other language). */
export interface LocalOperationView extends Omit<OperationView, 'summary' | 'description' | 'fields' | 'bodyText' | 'errors'> {
  summary: string;
  description?: string;
  fields: (Omit<FieldView, 'text'> & { text: string })[];
  bodyText?: string;
  errors: (Omit<ErrorView, 'text'> & { text: string })[];
}

export function localView(view: OperationView, lang: keyof Text): LocalOperationView {
  return {
    ...view,
    summary: view.summary[lang],
    description: view.description?.[lang],
    fields: view.fields.map((f) => ({ ...f, text: f.text[lang] })),
    bodyText: view.bodyText?.[lang],
    errors: view.errors.map((e) => ({ ...e, text: e.text[lang] })),
  };
}

const textOf = (node: Json | undefined): Text => {
  const i18n = node?.['x-i18n'] as Text | undefined;
  return { en: i18n?.en ?? String(node?.description ?? ''), zh: i18n?.zh ?? String(node?.description ?? '') };
};

/** A short type label: string, integer, Obj[], "cancel" | "skip", string | null ... */
export function typeLabel(schema: Json | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'object';
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeLabel).join(' | ');
  if (Array.isArray(schema.allOf)) return 'object';
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [String(schema.type ?? 'object')];
  return types
    .map((ty) => (ty === 'array' ? `${typeLabel(schema.items as Json)}[]` : ty === 'string' && schema.format === 'date-time' ? 'string (date-time)' : ty))
    .join(' | ');
}

/** A parameter as written, or the shared one a `$ref` names (#/components/parameters/ClientId). */
function parameterOf(doc: Json, p: Json): Json {
  const ref = p.$ref;
  if (typeof ref !== 'string') return p;
  const name = /^#\/components\/parameters\/([^/]+)$/.exec(ref)?.[1];
  const shared = name ? ((doc.components as Json | undefined)?.parameters as Record<string, Json> | undefined)?.[name] : undefined;
  if (!shared) throw new Error(`ApiOperation: the API document has no parameter ${ref}`);
  return shared;
}

/** The operation filed under `method` ("ANY" finds gin Any routes, filed under POST) and `path`. */
export function operationView(doc: Json, method: string, path: string): OperationView {
  const item = (doc.paths as Record<string, Record<string, Json>> | undefined)?.[path];
  const key = method.toUpperCase() === 'ANY' ? 'post' : method.toLowerCase();
  const op = item?.[key];
  if (!op || (method.toUpperCase() === 'ANY') !== (op['x-route-method'] === 'ANY')) throw new Error(`ApiOperation: no ${method.toUpperCase()} ${path} in the API document`);
  const fields: FieldView[] = ((op.parameters as Json[] | undefined) ?? []).map((ref) => parameterOf(doc, ref)).map((p) => ({
    name: String(p.name),
    in: p.in === 'header' ? 'header' : 'query',
    type: typeLabel(p.schema as Json),
    required: p.required === true,
    text: textOf(p),
  }));
  const body = (op.requestBody as { content?: Record<string, Json> } | undefined)?.content;
  const json = body?.['application/json'];
  const schema = json?.schema as Json | undefined;
  let bodyText: Text | undefined;
  if (schema?.properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, s] of Object.entries(schema.properties as Record<string, Json>)) fields.push({ name, in: 'body', type: typeLabel(s), required: required.has(name), text: textOf(s) });
  } else if (schema) bodyText = { ...textOf(schema), en: `${typeLabel(schema)}: ${textOf(schema).en}`, zh: `${typeLabel(schema)}：${textOf(schema).zh}` };
  else if (body) {
    const [type] = Object.keys(body);
    const t = textOf(op.requestBody as Json);
    bodyText = { en: `${type}: ${t.en}`, zh: `${type}：${t.zh}` };
  }
  const response = ((op.responses as Record<string, { content?: Record<string, Json> }>)['200']?.content?.['application/json'] ?? {}) as Json;
  const pretty = (v: unknown) => JSON.stringify(v, null, 2);
  return {
    id: String(op.operationId),
    method: key.toUpperCase(),
    anyMethod: op['x-route-method'] === 'ANY',
    path,
    access: String(op['x-access']),
    since: String(op['x-since']),
    summary: { en: (op['x-i18n'] as { en: { summary: string } }).en.summary, zh: (op['x-i18n'] as { zh: { summary: string } }).zh.summary },
    description: (op['x-i18n'] as { en: { description?: string } }).en.description
      ? { en: String((op['x-i18n'] as { en: { description: string } }).en.description), zh: String((op['x-i18n'] as { zh: { description: string } }).zh.description) }
      : undefined,
    fields,
    bodyText,
    requestExample: json && 'example' in json ? pretty(json.example) : undefined,
    responseExample: 'example' in response ? pretty(response.example) : undefined,
    errors: ((op['x-errors'] as Json[] | undefined) ?? []).map((e) => ({ code: Number(e.code), message: e.message as string | undefined, text: textOf(e) })),
  };
}

/** The query string the "try it" panel starts from: every query field, empty (undefined when there is none). */
export function tryItQuery(view: Pick<LocalOperationView, 'fields'>): string | undefined {
  // `client_id` is the fallback of the Client-Id header for clients that cannot set headers (data/api/build.ts), not a
  // parameter of the operation: an empty one would only be noise in every request the panel sends.
  return view.fields.filter((f) => f.in === 'query' && f.name !== CLIENT_ID_QUERY).map((f) => `${f.name}=`).join('&') || undefined;
}

/** The query form of the Client-Id header, which most operations declare. */
const CLIENT_ID_QUERY = 'client_id';
