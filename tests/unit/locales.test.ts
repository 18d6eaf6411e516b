import { describe, expect, it } from 'vitest';
import { localeOfPath, locales, ui } from '../../site/locales';
import { navFor } from '../../site/nav';
import { sidebarFor } from '../../site/sidebar';

describe('locales', () => {
  it('has every UI string in both languages', () => {
    expect(Object.keys(ui.zh).sort()).toEqual(Object.keys(ui.en).sort());
    expect(ui.zh.notFoundMessages).toHaveLength(ui.en.notFoundMessages.length);
  });

  it('uses the spec titles, tags and the four 404 messages', () => {
    expect(locales.en).toMatchObject({ tag: 'en-US', prefix: '/', title: 'AList Docs', description: 'Documentation for AList v3' });
    expect(locales.zh).toMatchObject({ tag: 'zh-CN', prefix: '/zh/' });
    expect(ui.en.notFoundMessages).toEqual(["There's nothing here.", 'How did we get here?', "That's a Four-Oh-Four.", "Looks like we've got some broken links."]);
  });

  it('tells the locale of a path', () => {
    expect(localeOfPath('/zh/guide/')).toBe('zh');
    expect(localeOfPath('/ZH')).toBe('zh');
    expect(localeOfPath('/zhx/')).toBe('en');
    expect(localeOfPath('/guide/')).toBe('en');
  });

  it('puts no tag on a navbar or sidebar item: the theme renders none there (theme/index.tsx leaves out the engine\'s Tag)', () => {
    const tagged: string[] = [];
    const visit = (items: unknown[], where: string) => {
      for (const item of items as { text?: string; tag?: unknown; items?: unknown[] }[]) {
        if (item.tag !== undefined) tagged.push(`${where}: ${item.text}`);
        if (Array.isArray(item.items)) visit(item.items, where);
      }
    };
    for (const lang of ['en', 'zh'] as const) {
      visit(navFor(lang), `navbar (${lang})`);
      for (const [key, items] of Object.entries(sidebarFor(lang))) visit(items as unknown[], `sidebar ${key}`);
    }
    expect(tagged).toEqual([]);
  });

  it('builds the navbar of the spec in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const nav = navFor(lang);
      expect(nav).toHaveLength(7);
      const p = lang === 'zh' ? '/zh' : '';
      expect(nav.slice(0, 4).map((i) => ('link' in i ? i.link : ''))).toEqual([`${p}/guide/`, `${p}/config/`, `${p}/faq/`, `${p}/pricing`]);
      expect(nav[4]).toHaveProperty('items');
      expect((nav[4] as { items: unknown[] }).items).toHaveLength(3);
      expect((nav[5] as { items: unknown[] }).items).toHaveLength(2);
    }
  });
});

import { twinPath } from '../../theme/twinPath';

describe('twinPath', () => {
  it('maps a page to the same page of the other locale', () => {
    expect(twinPath('/guide/install/docker.html', 'zh')).toBe('/zh/guide/install/docker.html');
    expect(twinPath('/zh/guide/install/docker.html', 'en')).toBe('/guide/install/docker.html');
    expect(twinPath('/', 'zh')).toBe('/zh/');
    expect(twinPath('/zh/', 'en')).toBe('/');
  });
});
