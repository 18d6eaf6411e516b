import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { TabGroup } from './TabGroup';

interface TabsProps {
  /** Tab groups sharing a tabId follow the reader's last choice on every page (kept in localStorage). */
  tabId?: string;
  /** Index of the tab shown first when the reader has made no choice. */
  active?: number;
  children: ReactNode;
}

interface TabProps {
  label: string;
  /** Stable id of the tab, remembered under tabId; defaults to the label. Give the same id on both language twins. */
  id?: string;
  children: ReactNode;
}

/** Tabs for Markdown pages: `<Tabs tabId="os"><Tab label="Linux">…</Tab></Tabs>`. */
export function Tabs({ tabId, active = 0, children }: TabsProps) {
  const tabs = Children.toArray(children).filter((child): child is ReactElement<TabProps> => isValidElement(child));
  const items = tabs.map((tab) => ({ id: tab.props.id ?? tab.props.label, label: tab.props.label, content: tab.props.children }));
  return <TabGroup items={items} active={active} tabId={tabId} />;
}

/** One tab of <Tabs>; rendered by its group. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}
