import * as RadixTabs from '@radix-ui/react-tabs';
import { Fragment, useState, type ReactNode } from 'react';
import { useRememberedTab } from './tabStore';
import './richContent.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

interface Props {
  items: TabItem[];
  /** Index of the tab shown when the reader has made no (applicable) choice. */
  active?: number;
  /** Groups with the same tabId follow the reader's last choice, on every page (localStorage). */
  tabId?: string;
  className?: string;
}

/**
 * Accessible tab group (Radix: arrow keys, Home/End, roles and labels). Every panel stays in the
 * HTML, so search and readers without JavaScript still see all of them.
 */
export function TabGroup({ items, active = 0, tabId, className = '' }: Props) {
  // Markdown twin: every panel under its label in bold, as text has no tabs.
  if (import.meta.env.SSG_MD) {
    return (
      <>
        {items.map((item) => (
          <Fragment key={item.id}>
            {'\n**'}
            {item.label}
            {'**\n\n'}
            {item.content}
            {'\n'}
          </Fragment>
        ))}
      </>
    );
  }
  const ids = items.map((item) => item.id);
  const fallback = ids[Math.min(Math.max(active, 0), ids.length - 1)] ?? '';
  const [chosen, setChosen] = useState(fallback);
  const [remembered, remember] = useRememberedTab(tabId);
  const current = remembered !== null && ids.includes(remembered) ? remembered : ids.includes(chosen) ? chosen : fallback;
  const choose = (id: string) => {
    setChosen(id);
    if (tabId) remember(id);
  };
  return (
    <RadixTabs.Root className={`rich-tabs ${className}`.trim()} value={current} onValueChange={choose} data-tab-id={tabId}>
      <RadixTabs.List className="rich-tabs__list">
        {items.map((item) => (
          <RadixTabs.Trigger key={item.id} value={item.id} className="rich-tabs__tab" data-id={item.id}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.id} value={item.id} forceMount className="rich-tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
