import { useLang } from '@rspress/core/runtime';
import type { DriverData } from '../data/drivers/schema';
import { DriverCapabilityList, DriverOptionsTable } from './driverViews';

/**
 * The driver tables in the page's language. Where a page passes an imported driver file, the build writes their
 * HTML instead (plugins/content/buildTimeComponents.ts) and the page carries neither the data nor this component.
 */
interface Props {
  driver: DriverData;
}

/** The options table of one driver, rendered from data/drivers in the page's language. */
export function DriverOptions({ driver }: Props) {
  return <DriverOptionsTable driver={driver} lang={useLang() === 'zh' ? 'zh' : 'en'} />;
}

/** What a driver can do and its notable flags, as a compact list in the page's language. */
export function DriverCapabilities({ driver }: Props) {
  return <DriverCapabilityList driver={driver} lang={useLang() === 'zh' ? 'zh' : 'en'} />;
}
