import { Tab as EngineTab, Tabs as EngineTabs } from '@rspress/core/theme';
import type { ReactNode } from 'react';

interface TabsProps {
  /** Tab groups sharing a tabId follow the reader's last choice on every page (kept in localStorage). */
  tabId?: string;
  /** Index of the tab shown first when the reader has made no choice. */
  active?: number;
  children: ReactNode;
}

/** Tabs for Markdown pages: `<Tabs tabId="os"><Tab label="Linux">…</Tab></Tabs>`. */
export function Tabs({ tabId, active = 0, children }: TabsProps) {
  return (
    <EngineTabs groupId={tabId} defaultIndex={active}>
      {children}
    </EngineTabs>
  );
}

export function Tab({ label, children }: { label: string; children: ReactNode }) {
  return <EngineTab label={label}>{children}</EngineTab>;
}
