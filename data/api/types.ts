/**
 * The shapes we author the API in. Each group module under data/api/groups/ exports a list of `OpSpec`;
 * data/api/build.ts turns them into one OpenAPI 3.1 document. Facts (paths, JSON names, types, error texts)
 * come from the AList v3.63.0 source; every description is ours, in both languages.
 */

/** One sentence or phrase in both languages. Chinese uses full-width punctuation and spaces around Latin words. */
export interface Text {
  en: string;
  zh: string;
}

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it), kept loose on purpose. */
export type Schema = Record<string, unknown>;

/**
 * Who may call a route, as the pages show it:
 * - `public`: no token needed (no Auth middleware);
 * - `guest`: any caller the Auth middleware accepts, including the guest account when no token is sent;
 * - `user`: a signed-in account; the guest is refused (AuthNotGuest or a check in the handler);
 * - `user:<permission>`: any accepted caller whose permissions for the path include that bit (the guest too, if granted);
 * - `admin`: the admin account or the admin token (AuthAdmin).
 */
export type Permission =
  | 'see_hides'
  | 'access_without_password'
  | 'add_offline_download'
  | 'write'
  | 'rename'
  | 'move'
  | 'copy'
  | 'remove'
  | 'read_archives'
  | 'decompress';
export type Access = 'public' | 'guest' | 'user' | `user:${Permission}` | 'admin';

export interface FieldSpec {
  name: string;
  schema: Schema;
  required?: boolean;
  /** Go's `omitempty`: the field is left out of an answer when it is empty (so a response schema does not require it). */
  omitEmpty?: boolean;
  text: Text;
}

export interface ErrorSpec {
  /** The `code` in the JSON body (the HTTP status stays 200). */
  code: number;
  /** The exact `message`, when the handler writes a fixed text. */
  message?: string;
  text: Text;
}

export interface OpSpec {
  /** `ANY` = gin's Any: every method is accepted; the document files it under POST (JSON body) and GET (query string). */
  method: 'GET' | 'POST' | 'PUT' | 'ANY';
  path: string;
  access: Access;
  /** Extra middleware group beyond Auth, when the route sits in one (only `authn`, the WebAuthn group). */
  authGroup?: 'authn';
  /** `handler`: an `access: 'user'` route whose handler refuses the guest itself (its own message is in `errors`), not the AuthNotGuest middleware. */
  guestRefusedBy?: 'handler';
  tag: string;
  summary: Text;
  description?: Text;
  query?: FieldSpec[];
  headers?: FieldSpec[];
  /** JSON body: either fields of an object, or a whole schema (arrays, shared components). */
  body?: { fields: FieldSpec[] } | { schema: Schema; text: Text };
  /** Body that is not JSON (uploads). */
  rawBody?: { contentType: string; schema: Schema; text: Text };
  requestExample?: unknown;
  /** Schema of the envelope's `data` on success; omitted means `data` is null. */
  data?: Schema;
  dataText?: Text;
  /** The `data` of a successful answer (the builder wraps it in the envelope). */
  dataExample?: unknown;
  /**
   * Success is not the JSON envelope: a 302 redirect, an HTML page and/or a file (errors still use the envelope).
   * No success example then.
   */
  nonJsonSuccess?: ('redirect' | 'html' | 'file')[];
  /** For `ANY` routes: the body fields gin also binds from the query string of a GET (the request struct's `form` tags). */
  queryOnGet?: string[];
  /** The envelope's `message` on success when the handler writes another text than "success". */
  successMessage?: string;
  errors?: ErrorSpec[];
}

/** A route of the reference that the document leaves out on purpose. */
export interface LeftOut {
  method: string;
  path: string;
  reason: Text;
}
