import { getCustomMDXComponent as engineComponents } from '@rspress/core/theme-original';
import { ScrollableTable } from './components/ScrollableTable';

/** The engine's Markdown element components, with tables that keyboard users can scroll. */
export function getCustomMDXComponent() {
  return { ...engineComponents(), table: ScrollableTable };
}
