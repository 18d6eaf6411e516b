/** Small constructors that keep the group modules short: Go types to JSON Schema, fields with both languages. */
import type { FieldSpec, Schema, Text } from './types';

export const t = (en: string, zh: string): Text => ({ en, zh });

export const str: Schema = { type: 'string' };
export const int: Schema = { type: 'integer' };
export const bool: Schema = { type: 'boolean' };
export const num: Schema = { type: 'number' };
/** Go time.Time: RFC 3339 text in JSON. */
export const time: Schema = { type: 'string', format: 'date-time' };
/** Go *time.Time: RFC 3339 text or null. */
export const timeOrNull: Schema = { type: ['string', 'null'], format: 'date-time' };
export const strList: Schema = { type: 'array', items: { type: 'string' } };
export const intList: Schema = { type: 'array', items: { type: 'integer' } };
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const list = (items: Schema): Schema => ({ type: 'array', items });
export const nullable = (s: Schema): Schema => ({ anyOf: [s, { type: 'null' }] });
export const anyValue: Schema = {};

/** A field of a request body, a query string, a header or an object schema. */
export const f = (name: string, schema: Schema, en: string, zh: string, required = false): FieldSpec => ({ name, schema, required, text: t(en, zh) });
/** The same, required. */
export const req = (name: string, schema: Schema, en: string, zh: string): FieldSpec => f(name, schema, en, zh, true);

/** A field's schema with its descriptions (English as `description`, both in `x-i18n`). */
export const described = (field: FieldSpec): Schema => ({
  ...field.schema,
  description: field.text.en,
  'x-i18n': { en: field.text.en, zh: field.text.zh },
  ...(field.omitEmpty ? { 'x-omitempty': true } : {}),
});
/** A response field Go leaves out when empty (`json:",omitempty"`). */
export const omitted = (field: FieldSpec): FieldSpec => ({ ...field, omitEmpty: true });

/** An object schema from fields; `required` lists the fields marked so. */
export function object(fields: FieldSpec[], extra: Schema = {}): Schema {
  const required = fields.filter((x) => x.required).map((x) => x.name);
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((x) => [x.name, described(x)])),
    ...(required.length > 0 ? { required } : {}),
    ...extra,
  };
}

/** The pagination fields every list handler binds (model.PageReq): page from 1, per_page. */
export const pageFields = (en = 'Page number, from 1.', zh = '页码，从 1 开始。'): FieldSpec[] => [
  f('page', int, en, zh),
  f('per_page', int, 'Items per page.', '每页条数。'),
];
/** The `id` query parameter most admin handlers read with c.Query and parse as an integer. */
export const idQuery = (en: string, zh: string): FieldSpec => req('id', int, en, zh);
