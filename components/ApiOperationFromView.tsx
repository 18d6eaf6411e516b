import { useLang } from '@rspress/core/runtime';
import { apiText } from '../site/text/api';
import { ScrollableTable } from '../theme/components/ScrollableTable';
import { ApiTryIt } from './ApiTryIt';
import { writesData } from './apiWrites';
import { tryItQuery, type LocalOperationView } from './apiOperationView';
import { registerOperationFromView, type ApiOperationProps, type StaticMarks } from './apiOperationRenderer';
import { Since } from './Since';

/**
 * An API operation rendered from its view (the JSON the build keeps in the page's strings file): after a client
 * navigation, in the server build and on the dev server. A first load never needs this module: the page's HTML
 * holds the section, and the page module loads this one only when its strings are not read from the page
 * (`staticRenderer` in plugins/content/staticHtml.ts).
 */

/** Routes present in the first readable release carry no mark (same rule as drivers, settings and config keys). */
const EARLIEST_TAG = 'v3.0.1';

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
        <figure className="api-op__example" data-example="request">
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

/** An operation from its view, with its "try it" panel. */
export function OperationFromView({ method: routeMethod, path: routePath, staticContent, marks }: ApiOperationProps & { marks: StaticMarks }) {
  if (!staticContent) throw new Error(`ApiOperation ${routeMethod} ${routePath}: no view; is plugins/content/apiOperations.ts registered?`);
  const parsed = JSON.parse(String(staticContent)) as LocalOperationView;
  const method = parsed.anyMethod ? 'POST' : parsed.method;
  return (
    <>
      <ApiOperationView view={parsed} marks={marks} />
      <ApiTryIt op={{ method, path: parsed.path, sendsToken: parsed.access !== 'public', writes: writesData(method, parsed.path) }} example={parsed.requestExample} query={tryItQuery(parsed)} />
    </>
  );
}

registerOperationFromView(OperationFromView);
