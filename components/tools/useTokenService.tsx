import { useEffect, useState } from 'react';
import { discoverService, routeFor, type Route, type ServiceInfo } from './tokenService';
import type { ProviderId } from './providers';
import { useToolText } from './useToolText';

let discovery: Promise<ServiceInfo | null> | null = null;

/** The site's token service: undefined while looking, null when there is none. Looked up once per page load. */
export function useTokenService(): ServiceInfo | null | undefined {
  const [service, setService] = useState<ServiceInfo | null | undefined>(undefined);
  useEffect(() => {
    discovery ??= discoverService(window.fetch.bind(window));
    let live = true;
    void discovery.then((found) => live && setService(found));
    return () => {
      live = false;
    };
  }, []);
  return service;
}

/** Says which route the page takes for a provider, so the reader knows where the code goes. */
export function RouteNote({ provider, service }: { provider: ProviderId; service: ServiceInfo | null | undefined }) {
  const { t } = useToolText();
  const name = t.providerNames[provider];
  if (service === undefined) return <p className="tool-note tool-route" data-route="checking">{t.route.checking}</p>;
  const route: Route = routeFor(provider, service);
  const text = route === 'service' ? t.route.service(service!.url) : route === 'browser' ? t.route.browser(name) : t.route.terminal(name);
  return (
    <p className="tool-note tool-route" data-route={route}>
      {text}
    </p>
  );
}
