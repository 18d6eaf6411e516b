import { Children, isValidElement, type ReactNode } from 'react';
import { TabGroup } from './TabGroup';

export type CodeTabEntry = string | { id: string; label: string };

interface Props {
  /** One entry per code block, in order: the tab id (shown as its label), or { id, label }. */
  data: CodeTabEntry[];
  /** Index of the tab shown when the reader has made no choice. */
  active?: number;
  /** Code tab groups sharing a tabId follow the reader's last choice on every page. */
  tabId?: string;
  /** The code blocks (fences), one per entry of data. */
  children: ReactNode;
}

/**
 * Alternative code blocks under tabs, e.g. the same command for the binary and for Docker:
 * `<CodeTabs tabId="run" data={['Binary', 'Docker']}>` followed by one fence per tab.
 */
export function CodeTabs({ data, active = 0, tabId, children }: Props) {
  const blocks: ReactNode[] = Children.toArray(children).filter(isValidElement);
  if (blocks.length !== data.length) {
    console.warn(`[CodeTabs] ${data.length} tab(s) in data but ${blocks.length} code block(s)`);
  }
  const items = data.slice(0, blocks.length).map((entry, i) => {
    const { id, label } = typeof entry === 'string' ? { id: entry, label: entry } : entry;
    return { id, label, content: blocks[i] };
  });
  return <TabGroup items={items} active={active} tabId={tabId} className="rich-tabs--code" />;
}
