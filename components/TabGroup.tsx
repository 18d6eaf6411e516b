import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useRememberedTab } from './tabStore';
import './tabs.css';

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

/** Keys that move between tabs (the WAI-ARIA tabs pattern, horizontal, selection follows focus). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Accessible tab group (the WAI-ARIA tabs pattern: one tab stop, arrow keys and Home/End move and
 * select, tabs and panels name each other). Written here rather than taken from a UI library: it is
 * about 1 KiB, where Radix Tabs and its dependencies were 9 KiB gzip on every page with tabs. Every
 * panel stays in the HTML, so search and readers without JavaScript still see all of them.
 */
export function TabGroup({ items, active = 0, tabId, className = '' }: Props) {
  const ids = items.map((item) => item.id);
  const fallback = ids[Math.min(Math.max(active, 0), ids.length - 1)] ?? '';
  const [chosen, setChosen] = useState(fallback);
  const [remembered, remember] = useRememberedTab(tabId);
  const current = remembered !== null && ids.includes(remembered) ? remembered : ids.includes(chosen) ? chosen : fallback;
  const choose = (id: string) => {
    setChosen(id);
    if (tabId) remember(id);
  };
  const base = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const from = tabs.indexOf(event.target as HTMLButtonElement);
    if (!move || from < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const to = move(from, tabs.length);
    tabs[to].focus();
    choose(ids[to]);
  };
  return (
    <div className={`rich-tabs ${className}`.trim()} data-tab-id={tabId}>
      <div role="tablist" aria-orientation="horizontal" className="rich-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item, i) => {
          const selected = item.id === current;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${base}tab${i}`}
              aria-selected={selected}
              aria-controls={`${base}panel${i}`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className="rich-tabs__tab"
              data-id={item.id}
              onClick={() => choose(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => {
        const selected = item.id === current;
        return (
          <div key={item.id} role="tabpanel" id={`${base}panel${i}`} aria-labelledby={`${base}tab${i}`} tabIndex={0} data-state={selected ? 'active' : 'inactive'} className="rich-tabs__panel">
            {item.content}
          </div>
        );
      })}
    </div>
  );
}
