import { createElement as h } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeTabs } from '../../components/CodeTabs';
import { Tab, Tabs } from '../../components/Tabs';
import { tabStorageKey } from '../../components/tabStore';
import { componentText } from '../../site/componentText';

afterEach(() => vi.restoreAllMocks());

describe('tabs and code tabs (SPEC.md §3: active index, ids, tabId)', () => {
  it('renders every panel, the active one shown, with tab roles', () => {
    const html = renderToString(
      h(Tabs, { tabId: 'os', active: 1, children: [h(Tab, { key: 1, label: 'Linux', children: 'L' }), h(Tab, { key: 2, label: 'macOS', children: 'M' })] }),
    );
    expect(html).toContain('role="tablist"');
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-selected="true"[^>]*data-id="macOS"|data-id="macOS"[^>]*aria-selected="true"/);
    expect(html).toContain('data-tab-id="os"');
  });

  it('takes ids and labels for code tabs and warns when blocks and ids disagree', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToString(
      h(CodeTabs, { tabId: 'run', data: [{ id: 'binary', label: 'Binary' }, 'docker'], children: [h('pre', { key: 1 }, 'a'), h('pre', { key: 2 }, 'b')] }),
    );
    expect(html).toContain('data-id="binary"');
    expect(html).toContain('>Binary<');
    expect(html).toContain('data-id="docker"');
    expect(warn).not.toHaveBeenCalled();
    renderToString(h(CodeTabs, { data: ['a', 'b'], children: [h('pre', { key: 1 }, 'a')] }));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/2 tab\(s\) in data but 1 code block/));
  });

  it('names tabs and panels for each other, with one tab stop: the selected tab', () => {
    const html = renderToString(
      h(Tabs, { active: 1, children: [h(Tab, { key: 1, label: 'Docker Compose', children: 'C' }), h(Tab, { key: 2, label: 'docker run', children: 'R' })] }),
    );
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map((m) => m[0]);
    const panels = [...html.matchAll(/<div[^>]*role="tabpanel"[^>]*>/g)].map((m) => m[0]);
    const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
    expect(tabs.map((t) => attr(t, 'tabindex'))).toEqual(['-1', '0']);
    tabs.forEach((tab, i) => {
      // One IDREF each (a label with a space must not split the reference in two).
      expect(attr(tab, 'aria-controls')).toMatch(/^\S+$/);
      expect(attr(tab, 'aria-controls')).toBe(attr(panels[i], 'id'));
      expect(attr(panels[i], 'aria-labelledby')).toBe(attr(tab, 'id'));
    });
    expect(panels.map((p) => attr(p, 'data-state'))).toEqual(['inactive', 'active']);
  });

  it('stores choices under one key per tabId', () => {
    expect(tabStorageKey('os')).toBe('alist.tabs.os');
  });
});

describe('component strings', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [`${prefix}${k}`, ...keys(v, `${prefix}${k}.`)]) : [];
  it('exist in English and Chinese', () => {
    expect(keys(componentText.zh).sort()).toEqual(keys(componentText.en).sort());
  });
});
