import { useEffect, useRef } from 'react';
import { watchTableBoxes } from '../theme/components/ScrollableTable';
import { STATIC_INDEX_ATTR, STATIC_PAGE_ATTR, type StaticString } from '../theme/staticHtml';
import { operationFromView, type ApiOperationProps, type StaticMarks } from './apiOperationRenderer';
import { ApiTryIt } from './ApiTryIt';
import { writesData } from './apiWrites';
import './apiOperation.css';

/**
 * An operation of an API page. plugins/content/apiOperations.ts gives `<ApiOperation method path />` the operation's
 * view, so a page carries only the operations it shows; the static HTML is complete, and only the "try it"
 * panel needs JavaScript. On a first load the section is the page's own HTML, which hydration does not walk:
 * neither the view nor the code that renders one (components/ApiOperationFromView.tsx) is downloaded. Rendered
 * anywhere else, the page module has loaded that code before it renders (plugins/content/staticHtml.ts,
 * `staticRenderer`).
 */
export function ApiOperation(props: ApiOperationProps) {
  const { method: routeMethod, path: routePath, staticContent, staticFromPage } = props;
  const marks: StaticMarks = { [STATIC_INDEX_ATTR]: props[STATIC_INDEX_ATTR], [STATIC_PAGE_ATTR]: props[STATIC_PAGE_ATTR] };
  if (staticFromPage && staticContent !== undefined) {
    const method = routeMethod === 'ANY' ? 'POST' : routeMethod;
    return (
      <>
        <PageSection id={props.id} access={props.access} marks={marks} html={staticContent} />
        <ApiTryIt op={{ method, path: routePath, sendsToken: props.access !== 'public', writes: writesData(method, routePath) }} example={() => requestExampleOf(props.id)} query={props.query} />
      </>
    );
  }
  const FromView = operationFromView();
  if (!FromView) throw new Error(`ApiOperation ${routeMethod} ${routePath}: components/ApiOperationFromView.tsx has not run; the page module loads it first (staticRenderer, plugins/content/staticHtml.ts)`);
  return <FromView {...props} marks={marks} />;
}

/** The request example the section shows, read when the reader opens its "try it" panel. */
function requestExampleOf(id: string | undefined): string | undefined {
  if (!id) return undefined;
  return document.getElementById(id)?.querySelector('[data-example="request"] code')?.textContent ?? undefined;
}

/** The section as the page's HTML holds it; its tables keep ScrollableTable's rules without React rendering them. */
function PageSection({ id, access, marks, html }: { id?: string; access?: string; marks: StaticMarks; html: StaticString }) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => (section.current ? watchTableBoxes(section.current) : undefined), []);
  // A PageHtml goes to React as it is (serialized only if React writes it), as TrustedHTML would.
  return <section ref={section} className="api-op" id={id} data-access={access} {...marks} dangerouslySetInnerHTML={{ __html: html as string }} />;
}

export default ApiOperation;
