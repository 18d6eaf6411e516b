import { useLang } from '@rspress/core/runtime';
import openapi from '../data/api/openapi.json';
import { componentText } from '../site/componentText';
import { operationView, type OperationView } from './apiOperationView';
import { Since } from './Since';

/** Routes present in the first readable release carry no mark (same rule as drivers, settings and config keys). */
const EARLIEST_TAG = 'v3.0.1';

/** One operation as static HTML, in the page's language: nothing here reads `window`, so SSG renders it whole. */
export function ApiOperationView({ view }: { view: OperationView }) {
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const t = componentText[lang].api;
  const access = view.access.startsWith('user:')
    ? t.accessLevel.permission(t.permissions[view.access.slice(5)] ?? view.access.slice(5))
    : t.accessLevel[view.access as 'public' | 'guest' | 'user' | 'admin'];
  return (
    <section className="api-op" id={view.id} data-access={view.access}>
      <p className="api-op__head">
        <span className={`api-op__method api-op__method--${view.method.toLowerCase()}`}>{view.anyMethod ? 'ANY' : view.method}</span> <code className="api-op__path">{view.path}</code>
        {view.since !== EARLIEST_TAG && (
          <>
            {' '}
            <Since v={view.since} />
          </>
        )}
      </p>
      <p className="api-op__summary">
        <strong>{view.summary[lang]}</strong>
        {view.anyMethod && <span className="api-op__any"> ({t.anyMethod})</span>}
      </p>
      {view.description && <p>{view.description[lang]}</p>}
      <p>
        <strong>{t.access}</strong>: {access}
      </p>
      {view.fields.length > 0 && (
        <table className="api-op__fields">
          <caption>{t.parameters}</caption>
          <thead>
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
                <td>{f.text[lang]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.bodyText && (
        <p>
          <strong>{t.body}</strong>: {view.bodyText[lang]}
        </p>
      )}
      {view.requestExample && (
        <figure className="api-op__example">
          <figcaption>{t.requestExample}</figcaption>
          <pre>
            <code className="language-json">{view.requestExample}</code>
          </pre>
        </figure>
      )}
      {view.responseExample && (
        <figure className="api-op__example">
          <figcaption>{t.responseExample}</figcaption>
          <pre>
            <code className="language-json">{view.responseExample}</code>
          </pre>
        </figure>
      )}
      <p className="api-op__envelope">{t.envelope}</p>
      {view.errors.length > 0 && (
        <table className="api-op__errors">
          <caption>{t.errors}</caption>
          <thead>
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
                <td>{e.text[lang]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * `<ApiOperation method="POST" path="/api/fs/mkdir" />` in an .mdx page (method "ANY" for gin Any routes).
 * Reads the whole document (data/api/openapi.json); pages that must stay light can build the view at build time
 * with operationView() and render ApiOperationView instead.
 */
export function ApiOperation({ method, path }: { method: string; path: string }) {
  return <ApiOperationView view={operationView(openapi as Record<string, unknown>, method, path)} />;
}

export default ApiOperation;
