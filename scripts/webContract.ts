/**
 * Reads the official web frontend's source (alist-web) and lists the API requests it makes, as facts: method, path,
 * query, header and body field names, and the response fields its declared types read, each with file:line.
 * No code is copied: only names. Pure functions over source text, so the extractor (scripts/extract-web-contract.ts)
 * runs only when given a checkout, and the unit tests exercise it on small snippets.
 *
 * The frontend sends every request through one axios instance `r` (src/utils/request.ts, base URL <site>/api), so a
 * request is a call `r.get|post|put|delete(path, body?, config?)`. Response types come from the annotation the call
 * site carries (`PResp<T>`, `PPageResp<T>`, `Resp<T>`, `PEmptyResp`, `as Resp<T>`), resolved through the frontend's own
 * interfaces and type aliases.
 */

export interface WebRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path under /api, with `{name}` for a dynamic segment the source builds at run time. */
  path: string;
  /** Every literal path a conditional template yields (`${id ? "update" : "create"}`), when the source says which. */
  paths?: string[];
  query: string[];
  headers: string[];
  /** Top-level field names of a JSON object body; `array` for a JSON array body; absent when none is sent. */
  body?: { kind: 'object'; fields: string[] } | { kind: 'array' } | { kind: 'form' } | { kind: 'raw' } | { kind: 'unresolved'; expression: string };
  /** The response type as written at the call site, and the `data` fields it declares (`a`, `list[].b`). */
  response?: { type: string; fields: string[] };
  at: string;
}

// ---------------------------------------------------------------- text scanning (strings, comments, brackets)

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };

/** Index just past a string, template or comment starting at i, or i when none starts there. */
function skipNonCode(text: string, i: number): number {
  const c = text[i];
  if (c === '/' && text[i + 1] === '/') return text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
  if (c === '/' && text[i + 1] === '*') return text.indexOf('*/', i + 2) + 2;
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === '`') {
    let j = i + 1;
    while (j < text.length && text[j] !== '`') {
      if (text[j] === '\\') j += 2;
      else if (text[j] === '$' && text[j + 1] === '{') j = matching(text, j + 1) + 1;
      else j++;
    }
    return j + 1;
  }
  return i;
}

/** Index of the bracket closing the one at `open` (angle brackets only when asked: `<` is also "less than"). */
export function matching(text: string, open: number, angles = false): number {
  const stack: string[] = [];
  for (let i = open; i < text.length; ) {
    const skipped = skipNonCode(text, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = text[i];
    if (OPEN[c] && (c !== '<' || angles)) stack.push(OPEN[c]);
    else if (c === stack[stack.length - 1] && !(c === '>' && text[i - 1] === '=')) {
      stack.pop();
      if (stack.length === 0) return i;
    }
    i++;
  }
  throw new Error(`unbalanced bracket at ${open}`);
}

/** Splits at a separator that is outside brackets, strings and comments. */
export function splitTop(text: string, separators: string[], angles = false): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; ) {
    const skipped = skipNonCode(text, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = text[i];
    if (OPEN[c] && (c !== '<' || angles)) {
      i = matching(text, i, angles) + 1;
      continue;
    }
    const sep = separators.find((s) => text.startsWith(s, i) && !(s === '>' && text[i - 1] === '='));
    if (sep !== undefined) {
      out.push(text.slice(start, i));
      i += sep.length;
      start = i;
      continue;
    }
    i++;
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

const lineOf = (text: string, i: number) => text.slice(0, i).split('\n').length;

// ---------------------------------------------------------------- types of the frontend

export type Shape = { kind: 'object'; fields: Record<string, Shape> } | { kind: 'array'; item: Shape } | { kind: 'leaf' };
const LEAF: Shape = { kind: 'leaf' };

/** Interface and type alias declarations of a file (non-generic ones are resolved by name). */
export function declarations(text: string, into: Map<string, string> = new Map()): Map<string, string> {
  for (const m of text.matchAll(/(?:^|\n)\s*(?:export\s+)?interface\s+(\w+)(?:<[^>]*>)?\s*(?:extends\s+([\w\s,<>]+?))?\s*\{/g)) {
    const open = (m.index ?? 0) + m[0].length - 1;
    const body = text.slice(open, matching(text, open) + 1);
    into.set(m[1], m[2] ? `${m[2].split(',').map((s) => s.trim()).join(' & ')} & ${body}` : body);
  }
  for (const m of text.matchAll(/(?:^|\n)\s*(?:export\s+)?type\s+(\w+)(?:<[^>]*>)?\s*=\s*/g)) {
    let i = (m.index ?? 0) + m[0].length;
    const start = i;
    // The alias ends at a newline outside brackets that is not followed by a continuation ("|", "&").
    for (; i < text.length; ) {
      const skipped = skipNonCode(text, i);
      if (skipped !== i) {
        i = skipped;
        continue;
      }
      if (OPEN[text[i]]) {
        i = matching(text, i, true) + 1;
        continue;
      }
      if (text[i] === ';') break;
      if (text[i] === '\n' && !/^\s*[|&]/.test(text.slice(i + 1, i + 40)) && text.slice(start, i).trim() !== '') break;
      i++;
    }
    into.set(m[1], text.slice(start, i).trim());
  }
  return into;
}

function merge(shapes: Shape[]): Shape {
  const objects = shapes.filter((s): s is Extract<Shape, { kind: 'object' }> => s.kind === 'object');
  if (objects.length === 0) return shapes.find((s) => s.kind === 'array') ?? LEAF;
  return { kind: 'object', fields: Object.assign({}, ...objects.map((o) => o.fields)) };
}

const envelope = (data: Shape): Shape => ({ kind: 'object', fields: { code: LEAF, message: LEAF, data } });
const page = (item: Shape): Shape => ({ kind: 'object', fields: { content: { kind: 'array', item }, total: LEAF } });

/** The shape a type expression describes, through the frontend's declarations (depth-limited, cycles end as leaves). */
export function shapeOf(expr: string, decls: Map<string, string>, depth = 0): Shape {
  let e = expr.trim().replace(/;$/, '');
  if (depth > 8 || e === '') return LEAF;
  while (e.startsWith('(') && matching(e, 0, true) === e.length - 1) e = e.slice(1, -1).trim();
  const union = splitTop(e, ['|'], true);
  if (union.length > 1) return merge(union.map((u) => shapeOf(u, decls, depth + 1)));
  const inter = splitTop(e, ['&'], true);
  if (inter.length > 1) return merge(inter.map((u) => shapeOf(u, decls, depth + 1)));
  if (e.endsWith('[]')) return { kind: 'array', item: shapeOf(e.slice(0, -2), decls, depth + 1) };
  if (e.startsWith('{')) {
    const fields: Record<string, Shape> = {};
    for (const member of splitTop(e.slice(1, -1), [';', ',', '\n'], true)) {
      const m = /^(?:readonly\s+)?["']?([A-Za-z_$][\w$]*)["']?\??\s*:\s*([\s\S]+)$/.exec(member);
      if (m) fields[m[1]] = shapeOf(m[2], decls, depth + 1);
    }
    return { kind: 'object', fields };
  }
  const generic = /^([\w.]+)\s*<([\s\S]*)>$/.exec(e);
  if (generic) {
    const [, name, argText] = generic;
    const args = splitTop(argText, [','], true);
    const arg = (n: number) => shapeOf(args[n] ?? '', decls, depth + 1);
    if (name === 'Array') return { kind: 'array', item: arg(0) };
    if (name === 'Promise' || name === 'Partial' || name === 'Required' || name === 'Readonly') return arg(0);
    if (name === 'Resp' || name === 'PResp') return envelope(arg(0));
    if (name === 'PageResp' || name === 'PPageResp') return envelope(page(arg(0)));
    return LEAF; // Record<...> and the like: no named fields
  }
  if (e === 'EmptyResp' || e === 'PEmptyResp') return envelope({ kind: 'object', fields: {} });
  const decl = decls.get(e);
  return decl === undefined ? LEAF : shapeOf(decl, decls, depth + 1);
}

/** Field paths of a shape, two levels deep: `name`, `list[].name`, and `[].name` when the shape is an array. */
export function fieldPaths(shape: Shape, prefix = '', depth = 0): string[] {
  if (shape.kind === 'array') return fieldPaths(shape.item, `${prefix}[]`, depth);
  if (shape.kind !== 'object' || depth > 1) return [];
  return Object.entries(shape.fields).flatMap(([name, s]) => {
    const here = prefix === '' ? name : `${prefix}.${name}`;
    return [here, ...fieldPaths(s, here, depth + 1)];
  });
}

// ---------------------------------------------------------------- requests

/** The path (and query names) an argument expression builds: literals kept, run-time parts as `{name}`. */
export function pathOf(expr: string): { path: string; paths?: string[]; query: string[] } {
  const pieces = splitTop(expr, ['+']);
  let alternatives = [''];
  for (const piece of pieces) {
    if (/^["']/.test(piece)) alternatives = alternatives.map((a) => a + piece.slice(1, -1));
    else if (piece.startsWith('`')) {
      const body = piece.slice(1, -1);
      let next = [''];
      for (let i = 0; i < body.length; ) {
        if (body.startsWith('${', i)) {
          const end = matching(body, i + 1);
          const inner = body.slice(i + 2, end).trim();
          const choice = /^[^?]+\?\s*["']([^"']*)["']\s*:\s*["']([^"']*)["']$/.exec(inner);
          next = choice ? next.flatMap((a) => [a + choice[1], a + choice[2]]) : next.map((a) => `${a}{${inner.replace(/^.*\./, '')}}`);
          i = end + 1;
        } else {
          next = next.map((a) => a + body[i]);
          i++;
        }
      }
      alternatives = alternatives.flatMap((a) => next.map((n) => a + n));
    } else alternatives = alternatives.map((a) => `${a}{${piece.replace(/^.*\./, '')}}`);
  }
  const split = alternatives.map((a) => {
    const [p, q = ''] = a.split('?');
    return { p, query: q.split('&').map((kv) => kv.split('=')[0]).filter((k) => k !== '' && !k.startsWith('{')) };
  });
  const query = [...new Set(split.flatMap((s) => s.query))];
  const paths = [...new Set(split.map((s) => s.p))];
  return paths.length > 1 ? { path: paths[0], paths, query } : { path: paths[0], query };
}

/** Top-level keys of an object literal (`{ a, b: 1, ...rest }` gives a, b and "...rest"). */
export function objectKeys(literal: string): string[] {
  return splitTop(literal.trim().slice(1, -1), [',']).map((member) => {
    if (member.startsWith('...')) return member;
    const m = /^["']?([\w$-]+)["']?\s*(?::|\(|$)/.exec(member);
    return m ? m[1] : member;
  });
}

/**
 * Bodies built by a helper call, read by hand in alist-web 3.62.0 (the extractor cannot follow the call):
 * each with what the helper returns.
 */
export const REVIEWED_BODIES: Record<string, { body: WebRequest['body']; why: string }> = {
  'getSelectedId()': { body: { kind: 'array' }, why: 'src/pages/manage/tasks/Tasks.tsx: the IDs of the selected tasks (string[])' },
  'getTarget(settings)': { body: { kind: 'array' }, why: 'src/utils getTarget: a plain copy of the SettingItem[] store' },
  'buildSettingsPayload(settings)': { body: { kind: 'array' }, why: 'src/pages/manage/settings/Common.tsx: the SettingItem[] list, adjusted' },
  'JSON.stringify(credentials)': { body: { kind: 'raw' }, why: 'the browser\'s PublicKeyCredential as JSON text (fields defined by WebAuthn, not by AList)' },
};

/** What a body argument sends, using the text before the call to find an identifier's object literal or type. */
export function bodyOf(expr: string, before: string, decls: Map<string, string>): WebRequest['body'] {
  let e = expr.trim();
  if (e === 'undefined' || e === 'null') return undefined;
  const cast = /^([\s\S]+?)\s+as\s+([\s\S]+)$/.exec(e);
  if (cast) return bodyFromShape(shapeOf(cast[2], decls), e);
  if (e.endsWith('|| {}')) e = e.slice(0, -5).trim();
  if (e.startsWith('{')) return { kind: 'object', fields: objectKeys(e) };
  if (e.startsWith('[')) return { kind: 'array' };
  const reviewed = REVIEWED_BODIES[e];
  if (reviewed) return reviewed.body;
  if (/^[A-Za-z_$][\w$]*(\(\))?$/.test(e)) {
    const id = e.replace(/\(\)$/, '');
    if (/^(value|file|blob)$/.test(id)) return { kind: 'raw' };
    // Solid's stores and signals: const [user, setUser] = createStore<User>(...)
    const store = [...before.matchAll(new RegExp(`\\[\\s*${id}\\s*,[^\\]]*\\]\\s*=\\s*create(?:Store|Signal)<`, 'g'))].pop();
    if (store) {
      const open = (store.index ?? 0) + store[0].length - 1;
      return bodyFromShape(shapeOf(before.slice(open + 1, matching(before, open, true)), decls), e);
    }
    // The nearest declaration before the call: a parameter or variable with a type, or a variable with a literal.
    const declared = [...before.matchAll(new RegExp(`\\b${id}\\s*\\??\\s*:\\s*`, 'g'))].pop();
    const assigned = [...before.matchAll(new RegExp(`\\b(?:const|let|var)\\s+${id}\\s*(?::[^=]+)?=\\s*`, 'g'))].pop();
    if (assigned && (!declared || (assigned.index ?? 0) > (declared.index ?? 0))) {
      const i = (assigned.index ?? 0) + assigned[0].length;
      if (before[i] === '{') return { kind: 'object', fields: objectKeys(before.slice(i, matching(before, i) + 1)) };
      if (before[i] === '[') return { kind: 'array' };
      if (before.startsWith('new FormData', i)) return { kind: 'form' };
    }
    if (declared) {
      const i = (declared.index ?? 0) + declared[0].length;
      const type = typeAt(before, i);
      if (type !== '') return bodyFromShape(shapeOf(type, decls), e);
    }
  }
  return { kind: 'unresolved', expression: e };
}

function bodyFromShape(shape: Shape, expression: string): WebRequest['body'] {
  if (shape.kind === 'array') return { kind: 'array' };
  if (shape.kind === 'object') return { kind: 'object', fields: Object.keys(shape.fields) };
  return { kind: 'unresolved', expression };
}

/** A type expression starting at i, up to a top-level `,`, `)`, `=` (not `=>`) or `;`. */
function typeAt(text: string, i: number): string {
  let j = i;
  while (j < text.length) {
    const skipped = skipNonCode(text, j);
    if (skipped !== j) {
      j = skipped;
      continue;
    }
    const c = text[j];
    if (c === '{' || c === '(' || c === '[' || c === '<') {
      j = matching(text, j, true) + 1;
      continue;
    }
    if (c === ',' || c === ')' || c === ';' || (c === '=' && text[j + 1] !== '>') || c === '\n') break;
    j++;
  }
  return text.slice(i, j).trim();
}

const RESPONSE_TYPE = /\b(PPageResp|PResp|PEmptyResp|PageResp|Resp|EmptyResp|Promise)\b(?=\s*<|\s*[^\w<])/g;

/** The response type the call site declares: the nearest annotation before the call in its statement, or an `as` cast after. */
export function responseTypeAt(text: string, callStart: number, callEnd: number): string | undefined {
  const after = /^\)*\s*as\s+/.exec(text.slice(callEnd + 1, callEnd + 20));
  if (after) {
    const i = callEnd + 1 + after[0].length;
    const type = typeAt(text, i);
    if (/\b(PPageResp|PResp|PEmptyResp|PageResp|Resp|EmptyResp)\b/.test(type)) return type;
  }
  // A variable annotated right before the call: `const resp: UploadResp = await r.put(...)`.
  const annotated = /:\s*([A-Z][\w]*(?:<[^=;]*>)?)\s*=\s*(?:await\s+)?\(?\s*$/.exec(text.slice(Math.max(0, callStart - 120), callStart));
  if (annotated) return annotated[1];
  // The window: back to the start of the statement or arrow function holding the call.
  const previousCall = Math.max(...['r.get(', 'r.post(', 'r.put(', 'r.delete('].map((c) => text.lastIndexOf(c, callStart - 1)));
  const windowStart = Math.max(text.lastIndexOf('\n\n', callStart), previousCall + 2, callStart - 400, 0);
  const window = text.slice(windowStart, callStart);
  const found = [...window.matchAll(RESPONSE_TYPE)].pop();
  if (!found) return undefined;
  const at = windowStart + (found.index ?? 0);
  return found[1].endsWith('EmptyResp') ? found[1] : text.slice(at, matching(text, at + found[1].length, true) + 1);
}

/** Every request of one source file. */
/** The text with comments blanked out (newlines kept, so line numbers stay), so commented-out calls are not requests. */
export function withoutComments(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const j = skipNonCode(text, i);
    if (j === i) {
      out += text[i++];
      continue;
    }
    const chunk = text.slice(i, j);
    out += text[i] === '/' ? chunk.replace(/[^\n]/g, ' ') : chunk;
    i = j;
  }
  return out;
}

export function requestsOf(file: string, source: string, decls: Map<string, string>): WebRequest[] {
  const text = withoutComments(source);
  const out: WebRequest[] = [];
  for (const m of text.matchAll(/\br\.(get|post|put|delete)\(/g)) {
    const open = (m.index ?? 0) + m[0].length - 1;
    const close = matching(text, open);
    const args = splitTop(text.slice(open + 1, close), [',']);
    const method = m[1].toUpperCase() as WebRequest['method'];
    // A placeholder naming a local constant chosen between two literals (`const op = done ? "cancel" : "delete"`) is that choice.
    const pathExpr = args[0].replace(/\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g, (whole, id: string) => {
      const choice = [...text.slice(0, m.index).matchAll(new RegExp(`\\bconst\\s+${id}\\s*=\\s*([^\\n]+\\?\\s*["'][^"'\\n]*["']\\s*:\\s*["'][^"'\\n]*["'])\\s*\\n`, 'g'))].pop();
      return choice ? `\${${choice[1]}}` : whole;
    });
    const { path, paths, query } = pathOf(pathExpr);
    const hasBody = method === 'POST' || method === 'PUT';
    const config = hasBody ? args[2] : args[1];
    const before = text.slice(0, m.index);
    const body = hasBody && args[1] !== undefined ? bodyOf(args[1], before, decls) : undefined;
    const headers: string[] = [];
    if (config?.startsWith('{')) {
      for (const key of objectKeys(config)) {
        const value = splitTop(config.slice(1, -1), [',']).find((x) => x.startsWith(key));
        const inner = value?.slice(value.indexOf(':') + 1).trim() ?? '';
        if (key === 'params' && inner.startsWith('{')) query.push(...objectKeys(inner));
        if (key === 'headers' && inner.startsWith('{')) headers.push(...objectKeys(inner).filter((h) => !h.startsWith('...')));
        const named = key === 'headers' && /^[A-Za-z_$][\w$]*$/.test(inner) ? inner : key === 'headers' && value === 'headers' ? 'headers' : undefined;
        if (named) {
          // A headers object built before the call: its literal keys and the keys assigned to it afterwards.
          const literal = [...before.matchAll(new RegExp(`\\b(?:const|let)\\s+${named}\\b[^=]*=\\s*\\{`, 'g'))].pop();
          if (literal) {
            const o = (literal.index ?? 0) + literal[0].length - 1;
            headers.push(...objectKeys(before.slice(o, matching(before, o) + 1)).filter((h) => !h.startsWith('...')));
            for (const a of before.slice(o).matchAll(new RegExp(`\\b${named}\\[["']([^"']+)["']\\]\\s*=`, 'g'))) headers.push(a[1]);
          }
        }
      }
    }
    const found = responseTypeAt(text, m.index ?? 0, close);
    // A Promise<...> annotation counts only when it names an answer envelope (Promise<FsListResp>), not Promise<void>.
    const envelopeShape = found ? shapeOf(found, decls) : undefined;
    const responseType = envelopeShape?.kind === 'object' && 'data' in envelopeShape.fields ? found : undefined;
    const request: WebRequest = {
      method,
      path: `/api${path}`,
      ...(paths ? { paths: paths.map((p) => `/api${p}`) } : {}),
      query: [...new Set(query)],
      headers: [...new Set(headers)],
      ...(body ? { body } : {}),
      ...(responseType ? { response: { type: responseType.replace(/\s+/g, ' '), fields: fieldPaths(dataOf(envelopeShape as Shape)) } } : {}),
      at: `${file}:${lineOf(text, m.index ?? 0)}`,
    };
    out.push(request);
  }
  return out;
}

const dataOf = (envelopeShape: Shape): Shape => (envelopeShape.kind === 'object' && envelopeShape.fields.data ? envelopeShape.fields.data : LEAF);
