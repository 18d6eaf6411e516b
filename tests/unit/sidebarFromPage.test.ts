// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageSidebar, sidebarFromDocument } from '../../theme/sidebarFromPage';

/** A sidebar as the engine renders it (the shape of a built page's <aside>). */
const item = (href: string, text: string, extra = '') =>
  `<a href="${href}" class="rp-sidebar-item rp-link" data-depth="1"${extra}><div class="rp-sidebar-item__left"><span class="rp-doc">${text}</span></div><div class="rp-sidebar-item__right"></div></a>`;
const group = (href: string, text: string, rows: string, items: string) =>
  `<a href="${href}" class="rp-sidebar-item rp-sidebar-group rp-link" data-depth="0"><div class="rp-sidebar-item__left"><span class="rp-sidebar-item__icon"><svg viewBox="0 0 24 24"><path d="m7 10 5 5 5-5" /></svg></span><span class="rp-doc">${text}</span></div>` +
  `<div class="rp-sidebar-item__right"><div style="cursor:pointer"><svg></svg></div></div></a><div style="display:grid;grid-template-rows:${rows}"><div style="overflow:hidden">${items}</div></div>`;
const aside = (inner: string) => `<aside class="rp-doc-layout__sidebar rp-scrollbar">${inner}</aside>`;

const guide = aside(item('/guide/', 'Introduction') + group('/guide/install/', 'Install', '1fr', item('/guide/install/docker.html', 'Docker &amp; Compose')) + group('/guide/api/', 'API', '0fr', item('/guide/api/fs.html', 'File system')));

function show(html: string) {
  document.body.innerHTML = html;
}

describe('reading a sidebar back from the page', () => {
  it('gives the data the engine rendered from: texts, links as the engine writes them, icons, group states', () => {
    show(guide);
    expect(sidebarFromDocument(document)).toEqual([
      { text: 'Introduction', link: '/guide/index.html' },
      {
        text: 'Install',
        link: '/guide/install/index.html',
        icon: '<svg viewBox="0 0 24 24"><path d="m7 10 5 5 5-5"></path></svg>',
        collapsible: true,
        collapsed: false,
        items: [{ text: 'Docker & Compose', link: '/guide/install/docker.html' }],
      },
      { text: 'API', link: '/guide/api/index.html', icon: '<svg viewBox="0 0 24 24"><path d="m7 10 5 5 5-5"></path></svg>', collapsible: true, collapsed: true, items: [{ text: 'File system', link: '/guide/api/fs.html' }] },
    ]);
  });

  it('gives up on what it does not know, so the section is loaded instead', () => {
    for (const html of [
      '<p>no sidebar</p>',
      aside(''),
      aside(`${item('/a.html', 'A')}<div class="rp-sidebar-divider"></div>`),
      aside(item('/a.html', 'A <code>x</code>')),
      aside(item('/a.html', 'A', ' data-context="x"')),
      aside(group('/g/', 'G', '1fr', item('/g/a.html', 'A')).replace(/<div style="display:grid[^]*$/, '')),
    ]) {
      show(html);
      expect(sidebarFromDocument(document), html).toBeNull();
    }
  });
});

describe('a page putting its section into the site data', () => {
  const siteData = () => ({ themeConfig: { locales: [{ lang: 'en', sidebar: {} as Record<string, unknown> }] } });

  beforeEach(() => {
    document.documentElement.removeAttribute('data-hydrated');
    window.history.replaceState(null, '', '/guide/install/docker.html');
    show(guide);
  });

  it('reads it back on the first load of this very page, without loading the section', async () => {
    const data = siteData();
    const load = vi.fn(async () => undefined);
    await pageSidebar(data, 'en', '/guide/', '/guide/install/docker.html', load);
    expect((data.themeConfig.locales[0].sidebar['/guide/'] as unknown[]).length).toBe(3);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads it after hydration (a client navigation), for another page, or when the page cannot be read', async () => {
    const cases: [string, () => void][] = [
      ['/guide/install/docker.html', () => document.documentElement.setAttribute('data-hydrated', '')],
      ['/guide/webdav.html', () => undefined],
      ['/guide/install/docker.html', () => show(aside('<div class="rp-sidebar-divider"></div>'))],
    ];
    for (const [route, arrange] of cases) {
      arrange();
      const data = siteData();
      const load = vi.fn(async () => {
        data.themeConfig.locales[0].sidebar['/guide/'] = ['loaded'];
      });
      await pageSidebar(data, 'en', '/guide/', route, load);
      expect(load, route).toHaveBeenCalledOnce();
      expect(data.themeConfig.locales[0].sidebar['/guide/']).toEqual(['loaded']);
    }
  });

  it('leaves a section already there alone', async () => {
    const data = siteData();
    data.themeConfig.locales[0].sidebar['/guide/'] = ['there'];
    const load = vi.fn(async () => undefined);
    await pageSidebar(data, 'en', '/guide/', '/guide/install/docker.html', load);
    expect(load).not.toHaveBeenCalled();
    expect(data.themeConfig.locales[0].sidebar['/guide/']).toEqual(['there']);
  });
});
