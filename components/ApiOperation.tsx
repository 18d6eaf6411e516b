import { useLang } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';
import { apiText } from '../site/text/api';
import { ScrollableTable, watchTableBoxes } from '../theme/components/ScrollableTable';
import { STATIC_INDEX_ATTR, STATIC_PAGE_ATTR, type StaticString } from '../theme/staticHtml';
import { ApiTryIt } from './ApiTryIt';
import { writesData } from './apiWrites';
import { localView, operationView, tryItQuery, type LocalOperationView } from './apiOperationView';
import { Since } from './Since';

/** Routes present in the first readable release carry no mark (same rule as drivers, settings and config keys). */
const EARLIEST_TAG = 'v3.0.1';

/** The element numbers plugins/staticHtml.ts gives the section (see STATIC_CONTENT_PROP there). */
type StaticMarks = { [STATIC_INDEX_ATTR]?: string; [STATIC_PAGE_ATTR]?: string };

/** One operation as static HTML, in the page's language: nothing here reads `window`, so SSG renders it whole. */
export function ApiOperationView({ view, marks }: { view: LocalOperationView; marks?: StaticMarks }) {
  const t = apiText[useLang() === 'zh' ? 'zh' : 'en'];
  const method = view.anyMethod ? 'ANY' : view.method;
  const access = view.access.startsWith('user:')
    ? t.accessLevel.permission(t.permissions[view.access.slice(5)] ?? view.access.slice(5))
    : t.accessLevel[view.access as 'public' | 'guest' | 'user' | 'admin'];
  return (
    <section className="api-op" id={view.id} data-access={view.access} {...marks}>
      <p className="api-op__head">
        <span className={`api-op__method api-op__method--${view.method.toLowerCase()}`}>{method}</span> <code className="api-op__path">{view.path}</code>
        {view.since !== EARLIEST_TAG && (
          <>
            {' '}
            <Since v={view.since} />
          </>
        )}
      </p>
      <p className="api-op__summary">
        <strong>{view.summary}</strong>
        {view.anyMethod && <span className="api-op__any"> ({t.anyMethod})</span>}
      </p>
      {view.description && <p>{view.description}</p>}
      <p>
        <strong>{t.access}</strong>: {access}
      </p>
      {view.fields.length > 0 && (
        <ScrollableTable className="api-op__fields" name={`${method} ${view.path}: ${t.parameters}`}>
          <caption data-search="skip">{t.parameters}</caption>
          <thead data-search="skip">
            <tr>
              <th>{t.name}</th>
              <th>{t.where}</th>
              <th>{t.type}</th>
              <th>{t.required}</th>
              <th>{t.description}</th>
            </tr>
          </thead>
          <tbody>
            {view.fields.map((f) => (
              <tr key={`${f.in}:${f.name}`}>
                <td>
                  <code>{f.name}</code>
                </td>
                <td>{t.in[f.in]}</td>
                <td>
                  <code>{f.type}</code>
                </td>
                <td>{f.required ? t.yes : t.no}</td>
                <td>{f.text}</td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      )}
      {view.bodyText && (
        <p>
          <strong>{t.body}</strong>: {view.bodyText}
        </p>
      )}
      {view.requestExample && (
        <figure className="api-op__example">
          <figcaption data-search="skip">{t.requestExample}</figcaption>
          <pre>
            <code className="language-json">{view.requestExample}</code>
          </pre>
        </figure>
      )}
      {view.responseExample && (
        <figure className="api-op__example">
          <figcaption data-search="skip">{t.responseExample}</figcaption>
          <pre>
            <code className="language-json">{view.responseExample}</code>
          </pre>
        </figure>
      )}
      <p className="api-op__envelope" data-search="skip">{t.envelope}</p>
      {view.errors.length > 0 && (
        <ScrollableTable className="api-op__errors" name={`${method} ${view.path}: ${t.errors}`}>
          <caption data-search="skip">{t.errors}</caption>
          <thead data-search="skip">
            <tr>
              <th>{t.code}</th>
              <th>{t.message}</th>
              <th>{t.meaning}</th>
            </tr>
          </thead>
          <tbody>
            {view.errors.map((e, i) => (
              <tr key={i}>
                <td>
                  <code>{e.code}</code>
                </td>
                <td>{e.message ? <code>{e.message}</code> : null}</td>
                <td>{e.text}</td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      )}
    </section>
  );
}

interface ApiOperationProps extends StaticMarks {
  method: string;
  path: string;
  id?: string;
  access?: string;
  example?: string;
  query?: string;
  /** The view as JSON, or the section's HTML read from the page when `staticFromPage` (plugins/apiOperations.ts). */
  staticContent?: StaticString;
  staticFromPage?: boolean;
}

/**
 * An operation of an API page. plugins/apiOperations.ts gives `<ApiOperation method path />` the operation's
 * view, so a page carries only the operations it shows; the static HTML is complete, and only the "try it"
 * panel needs JavaScript. On a first load the section is the page's own HTML, which hydration does not walk,
 * and the view is not downloaded at all (plugins/staticHtml.ts); rendered anywhere else, it comes from the view.
 */
export function ApiOperation(props: ApiOperationProps) {
  const { method: routeMethod, path: routePath, staticContent, staticFromPage } = props;
  const marks: StaticMarks = { [STATIC_INDEX_ATTR]: props[STATIC_INDEX_ATTR], [STATIC_PAGE_ATTR]: props[STATIC_PAGE_ATTR] };
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  if (staticFromPage && staticContent !== undefined) {
    const method = routeMethod === 'ANY' ? 'POST' : routeMethod;
    return (
      <>
        <PageSection id={props.id} access={props.access} marks={marks} html={staticContent} />
        <ApiTryIt op={{ method, path: routePath, sendsToken: props.access !== 'public', writes: writesData(method, routePath) }} example={props.example} query={props.query} />
      </>
    );
  }
  const parsed = staticContent ? (JSON.parse(String(staticContent)) as LocalOperationView) : localView(viewFromDocument(routeMethod, routePath), lang);
  const method = parsed.anyMethod ? 'POST' : parsed.method;
  return (
    <>
      <ApiOperationView view={parsed} marks={marks} />
      <ApiTryIt op={{ method, path: parsed.path, sendsToken: parsed.access !== 'public', writes: writesData(method, parsed.path) }} example={parsed.requestExample} query={tryItQuery(parsed)} />
    </>
  );
}

/** The section as the page's HTML holds it; its tables keep ScrollableTable's rules without React rendering them. */
function PageSection({ id, access, marks, html }: { id?: string; access?: string; marks: StaticMarks; html: StaticString }) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => (section.current ? watchTableBoxes(section.current) : undefined), []);
  // A PageHtml goes to React as it is (serialized only if React writes it), as TrustedHTML would.
  return <section ref={section} className="api-op" id={id} data-access={access} {...marks} dangerouslySetInnerHTML={{ __html: html as string }} />;
}

/**
 * The engine compiles the Markdown twins (/x.md) without remark plugins, so there the view is not on the element:
 * that server-only build reads the document. In the browser build SSG_MD is false and the JSON is left out.
 */
function viewFromDocument(method: string, path: string) {
  if (!import.meta.env.SSG_MD) throw new Error(`ApiOperation ${method} ${path}: no view; is plugins/apiOperations.ts registered?`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const doc = require('../data/api/openapi.json') as Record<string, unknown>;
  return operationView(doc, method, path);
}

export default ApiOperation;
