import { useLang } from '@rspress/core/runtime';
import type { DriverData } from '../data/drivers/schema';
import { capabilitiesText } from '../site/text/capabilities';
import { driverOptionsText } from '../site/text/driverOptions';
import { sinceText } from '../site/text/since';
import { Since } from './Since';

interface Props {
  driver: DriverData;
}

/** The options table of one driver, rendered from data/drivers in the page's language. */
export function DriverOptions({ driver }: Props) {
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const t = driverOptionsText[lang];
  return (
    <div className="driver-options">
      <table>
        <thead>
          <tr>
            <th>{t.option}</th>
            <th>{t.type}</th>
            <th>{t.required}</th>
            <th>{t.default}</th>
            <th>{t.description}</th>
          </tr>
        </thead>
        <tbody>
          {driver.options.map((o) => (
            <tr key={o.name} id={`option-${o.name}`}>
              <td data-label={t.option}>
                <strong>{o.label[lang]}</strong>{' '}
                <code className="driver-options__key">{o.name}</code>
                {o.since && <Since v={o.since} />}
              </td>
              <td data-label={t.type}>
                {o.type}
                {o.options && o.options.length > 0 && (
                  <>
                    {': '}
                    {o.options.map((v, i) => (
                      <span key={v}>
                        {i > 0 && ', '}
                        <code>{v}</code>
                      </span>
                    ))}
                  </>
                )}
              </td>
              <td data-label={t.required}>{o.required ? t.yes : t.no}</td>
              <td data-label={t.default}>{o.default === '' ? <span aria-label={t.none}>—</span> : <code>{o.default}</code>}</td>
              <td data-label={t.description}>{o.description[lang]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const capabilityOrder = ['list', 'download', 'upload', 'putUrl', 'mkdir', 'rename', 'move', 'copy', 'remove', 'offlineDownload', 'archive', 'details'] as const;

/** What a driver can do and its notable flags, as a compact list in the page's language. */
export function DriverCapabilities({ driver }: Props) {
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const t = capabilitiesText[lang];
  return (
    <ul className="driver-capabilities" aria-label={t.label}>
      {driver.since && (
        <li data-since={driver.since}>
          <Since v={driver.since} /> {sinceText[lang].driver(driver.name, driver.since)}
        </li>
      )}
      {capabilityOrder.map((c) => {
        const has = driver.capabilities.includes(c);
        return (
          <li key={c} data-supported={has}>
            <span aria-hidden="true">{has ? '✓' : '✗'}</span> {t.names[c]}
            <span className="sr-only">{has ? t.supported : t.unsupported}</span>
          </li>
        );
      })}
      {driver.flags.map((f) => (
        <li key={f} data-flag={f}>
          <span aria-hidden="true">•</span> {t.flags[f]}
        </li>
      ))}
    </ul>
  );
}
