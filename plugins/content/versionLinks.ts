/**
 * Where the site documents each item of the release history (components/versions/history.ts), as a path under a
 * locale root with an anchor: drivers and their options on the driver's page (its options table gives each row
 * `id="option-<name>"`), configuration keys and admin settings in the section whose table lists them, and /api
 * routes at their operation on the API page that shows them. Read from the English pages at build time; the
 * Chinese tree has the same files and anchors. An item no page documents (a removed one, mostly) has no link.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import openapi from '../../data/api/openapi.json';
import { loadDrivers } from '../../data/drivers/load';
import type { History, Kind } from '../../components/versions/history';
import { splitOption } from '../../components/versions/history';

export type DocLinks = Record<Kind, Record<string, string>>;

const DOCS = path.join(import.meta.dirname, '..', '..', 'docs', 'en');

/** "config/site.mdx" → "config/site.html", "guide/api/index.mdx" → "guide/api/". */
export function routeOfFile(rel: string): string {
  const noExt = rel.replace(/\.mdx?$/, '');
  return noExt === 'index' ? '' : noExt.endsWith('/index') ? noExt.slice(0, -'index'.length) : `${noExt}.html`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(DOCS, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .sort();
}

const HEADING = /^#{2,6}\s.*?\\?\{#([\w-]+)\\?\}\s*$/;
const ROW_KEY = /^\|\s*`([^`]+)`/;

/** The keys a page's tables list in their first column, each with the anchor of the section it is in. */
export function tableKeys(source: string): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  let anchor: string | undefined;
  for (const line of source.split('\n')) {
    const h = HEADING.exec(line);
    if (h) anchor = h[1];
    else if (/^#{2,6}\s/.test(line)) anchor = undefined;
    const row = ROW_KEY.exec(line);
    if (row && !out.has(row[1])) out.set(row[1], anchor);
  }
  return out;
}

const withAnchor = (route: string, anchor?: string) => (anchor ? `${route}#${anchor}` : route);

type Operation = { operationId?: string; 'x-route-method'?: string };

/** The OpenAPI operation id of a route ("ANY" routes are documented under one method with x-route-method ANY). */
function operationIdOf(method: string, routePath: string): string | undefined {
  const ops = (openapi as { paths: Record<string, Record<string, Operation>> }).paths[routePath];
  if (!ops) return undefined;
  for (const [m, op] of Object.entries(ops)) if ((op['x-route-method'] ?? m.toUpperCase()) === method) return op.operationId;
  return undefined;
}

export function docLinks(history: History): DocLinks {
  const links: DocLinks = { drivers: {}, driver_options: {}, config: {}, settings: {}, api_routes: {} };
  const drivers = new Map(loadDrivers().map((d) => [d.name, d]));
  for (const name of Object.keys(history.items.drivers)) {
    // A driver of the release without a page of its own is in the overview's matrix.
    const data = drivers.get(name);
    if (data) links.drivers[name] = data.page ? `guide/drivers/${data.page}.html` : 'guide/drivers/';
  }
  for (const key of Object.keys(history.items.driver_options)) {
    const { driver, option } = splitOption(key);
    const data = drivers.get(driver);
    if (data?.options.some((o) => o.name === option)) links.driver_options[key] = data.page ? `guide/drivers/${data.page}.html#option-${option}` : 'guide/drivers/';
  }
  const config = tableKeys(readFileSync(path.join(DOCS, 'config', 'configuration.mdx'), 'utf8'));
  for (const key of Object.keys(history.items.config)) if (config.has(key)) links.config[key] = withAnchor('config/configuration.html', config.get(key));
  // Settings: the configuration section's pages first, then the advanced guides that describe a feature's settings.
  const settingPages = [...filesUnder('config').filter((f) => !f.endsWith('configuration.mdx')), ...filesUnder('guide/advanced')];
  for (const file of settingPages) {
    const keys = tableKeys(readFileSync(path.join(DOCS, file), 'utf8'));
    for (const key of Object.keys(history.items.settings)) if (!links.settings[key] && keys.has(key)) links.settings[key] = withAnchor(routeOfFile(file), keys.get(key));
  }
  const OPERATION = /<ApiOperation\s+method="(\w+)"\s+path="([^"]+)"/g;
  for (const file of filesUnder('guide/api')) {
    for (const [, method, routePath] of readFileSync(path.join(DOCS, file), 'utf8').matchAll(OPERATION)) {
      const key = `${method} ${routePath}`;
      if (key in history.items.api_routes && !links.api_routes[key]) links.api_routes[key] = withAnchor(routeOfFile(file), operationIdOf(method, routePath));
    }
  }
  return links;
}
