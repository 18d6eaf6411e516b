import { createElement as h, Fragment } from 'react';
import { capabilitiesOf, proxyOnlyWebdav, sharedFieldsOf } from '../data/drivers/behaviour';
import type { SharedField } from '../data/drivers/names';
import type { DriverData } from '../data/drivers/schema';
import { capabilitiesText } from '../site/text/capabilities';
import { driverOptionsText } from '../site/text/driverOptions';
import { sinceText } from '../site/text/since';
import { SinceMark } from './sinceMark';

/**
 * The driver tables as functions of their data and the page's language alone, with no engine hook: the build
 * writes their HTML into the page (plugins/content/buildTimeComponents.ts), and DriverOptions.tsx renders them in the app.
 * Plain TypeScript (no JSX), since the build's config loader reads no JSX; and functions that only build elements
 * (SinceMark is called, not rendered): the build calls them outside React's render, where its React and its
 * react-dom/server may be of different builds.
 */
interface Props {
  driver: DriverData;
  lang: 'en' | 'zh';
}

/** The options table of one driver, then the shared fields its form shows. */
export function DriverOptionsTable({ driver, lang }: Props) {
  const t = driverOptionsText[lang];
  const head = h('tr', null, h('th', null, t.option), h('th', null, t.type), h('th', null, t.required), h('th', null, t.default), h('th', null, t.description));
  const rows = driver.options.map((o) =>
    h(
      'tr',
      { key: o.name, id: `option-${o.name}` },
      h('td', { 'data-label': t.option }, h('strong', null, o.label[lang]), ' ', h('code', { className: 'driver-options__key' }, o.name), o.since && SinceMark({ v: o.since, lang })),
      h(
        'td',
        { 'data-label': t.type },
        o.type,
        o.options && o.options.length > 0 && h(Fragment, null, ': ', ...o.options.map((v, i) => h('span', { key: v }, i > 0 && ', ', h('code', null, v)))),
      ),
      h('td', { 'data-label': t.required }, o.required ? t.yes : t.no),
      h('td', { 'data-label': t.default }, o.default === '' ? h('span', { 'aria-label': t.none }, '—') : h('code', null, o.default)),
      h('td', { 'data-label': t.description }, o.description[lang]),
    ),
  );
  return h('div', { className: 'driver-options' }, h('table', null, h('thead', null, head), h('tbody', null, ...rows)), DriverSharedFields({ driver, lang }));
}

const marks = { storage: '✓', alist: '✓', some: '◐', none: '✗' } as const;

/**
 * What a driver can do, as AList behaves around it (data/drivers/behaviour.ts: its own methods plus AList's
 * fallbacks and refusals), each with its notes, then its notable flags.
 */
export function DriverCapabilityList({ driver, lang }: Props) {
  const t = capabilitiesText[lang];
  return h(
    'ul',
    { className: 'driver-capabilities', 'aria-label': t.label },
    driver.since && h('li', { 'data-since': driver.since }, SinceMark({ v: driver.since, lang }), ' ', sinceText[lang].driver(driver.name, driver.since)),
    ...capabilitiesOf(driver).map((c) =>
      h(
        'li',
        { key: c.name, 'data-support': c.support },
        h('span', { 'aria-hidden': 'true' }, marks[c.support]),
        ' ',
        t.names[c.name],
        h('span', { className: 'sr-only' }, t.support[c.support]),
        c.notes.length > 0 && t.lead + c.notes.map((n) => t.notes[n.key](n.error ?? '')).join(t.join),
      ),
    ),
    // A ProxyDriver's OnlyProxy shapes the form only; its own option decides whether downloads are proxied.
    ...driver.flags.map((f) => h('li', { key: f, 'data-flag': f }, h('span', { 'aria-hidden': 'true' }, '•'), ' ', f === 'onlyProxy' && driver.proxyDriver ? t.proxyOwnSwitch : t.flags[f])),
  );
}

/** Anchors of the shared fields on the Common options page. */
const fieldAnchor: Record<SharedField, string> = {
  mount_path: 'mount-path', order: 'order', remark: 'remark', cache_expiration: 'cache-expiration', web_proxy: 'web-proxy', webdav_policy: 'webdav-policy', proxy_range: 'proxy-range',
  down_proxy_url: 'down-proxy-url', down_proxy_sign: 'newer-fields', order_by: 'order-by', order_direction: 'order-by', extract_folder: 'extract-folder', disable_index: 'newer-fields', enable_sign: 'enable-sign',
};

/** The shared fields this driver's storage form shows (its flags hide the others), each linked to its explanation. */
export function DriverSharedFields({ driver, lang }: Props) {
  const t = capabilitiesText[lang];
  const page = `${lang === 'zh' ? '/zh' : ''}/guide/drivers/common.html`;
  const fields = sharedFieldsOf(driver);
  return h(
    'p',
    { className: 'driver-shared-fields', 'data-fields': fields.join(' ') },
    t.sharedFields,
    ...fields.map((f, i) =>
      h(Fragment, { key: f }, i > 0 && t.fieldJoin, h('a', { href: `${page}#${fieldAnchor[f]}` }, t.fields[f]), f === 'webdav_policy' && proxyOnlyWebdav(driver) && t.remark(t.webdavProxyOnly)),
    ),
  );
}
