import { createElement as h, Fragment } from 'react';
import type { DriverData } from '../data/drivers/schema';
import { capabilitiesText } from '../site/text/capabilities';
import { driverOptionsText } from '../site/text/driverOptions';
import { sinceText } from '../site/text/since';
import { SinceMark } from './sinceMark';

/**
 * The driver tables as functions of their data and the page's language alone, with no engine hook: the build
 * writes their HTML into the page (plugins/buildTimeComponents.ts), and DriverOptions.tsx renders them in the app.
 * Plain TypeScript (no JSX), since the build's config loader reads no JSX; and functions that only build elements
 * (SinceMark is called, not rendered): the build calls them outside React's render, where its React and its
 * react-dom/server may be of different builds.
 */
interface Props {
  driver: DriverData;
  lang: 'en' | 'zh';
}

/** The options table of one driver. */
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
  return h('div', { className: 'driver-options' }, h('table', null, h('thead', null, head), h('tbody', null, ...rows)));
}

const capabilityOrder = ['list', 'download', 'upload', 'putUrl', 'mkdir', 'rename', 'move', 'copy', 'remove', 'offlineDownload', 'archive', 'details'] as const;

/** What a driver can do and its notable flags, as a compact list. */
export function DriverCapabilityList({ driver, lang }: Props) {
  const t = capabilitiesText[lang];
  return h(
    'ul',
    { className: 'driver-capabilities', 'aria-label': t.label },
    driver.since && h('li', { 'data-since': driver.since }, SinceMark({ v: driver.since, lang }), ' ', sinceText[lang].driver(driver.name, driver.since)),
    ...capabilityOrder.map((c) => {
      const has = driver.capabilities.includes(c);
      return h('li', { key: c, 'data-supported': has }, h('span', { 'aria-hidden': 'true' }, has ? '✓' : '✗'), ' ', t.names[c], h('span', { className: 'sr-only' }, has ? t.supported : t.unsupported));
    }),
    ...driver.flags.map((f) => h('li', { key: f, 'data-flag': f }, h('span', { 'aria-hidden': 'true' }, '•'), ' ', t.flags[f])),
  );
}
