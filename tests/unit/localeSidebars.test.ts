import { describe, expect, it } from 'vitest';
import type { RsbuildPlugin, RsbuildPluginAPI } from '@rsbuild/core';
import { localeSidebarsPlugin, routeOfPage, sidebarModule, sidebarSectionOf, siteDataWithoutSidebars } from '../../plugins/engine/localeSidebars';
import { isHomePage } from '../../plugins/shared/pageLang';
import { langOfPageModule } from '../../plugins/shared/pageLang';

const guideEn = { '/guide/': [{ text: 'Introduction', link: '/guide/index.html' }], '/config/': [{ text: 'Configuration file', link: '/config/configuration.html' }] };
const guideZh = { '/zh/guide/': [{ text: '简介', link: '/zh/guide/index.html' }], '/zh/config/': [{ text: '配置文件', link: '/zh/config/configuration.html' }] };
/** The engine's module as its site-data plugin writes it. */
const engine = `export default ${JSON.stringify(
  {
    base: '/',
    lang: 'en',
    themeConfig: {
      locales: [
        { lang: 'en', label: 'English', nav: [{ text: 'Guide', link: '/guide/index.html' }], sidebar: guideEn },
        { lang: 'zh', label: '简体中文', nav: [{ text: '指南', link: '/zh/guide/index.html' }], sidebar: guideZh },
      ],
    },
  },
  null,
  2,
)}`;

/** Runs a module's code with `virtual-site-data` bound to `site`. */
function run(code: string, site: unknown) {
  new Function('siteData', code.replace(/^import siteData from "virtual-site-data";$/m, ''))(site);
}

describe('per-language sidebars', () => {
  it("empties both sidebars in the main script's site data and keeps every other field", () => {
    const data = JSON.parse(/^export default (.*);$/s.exec(siteDataWithoutSidebars(engine))![1]);
    expect(data.themeConfig.locales.map((l: { sidebar: unknown }) => l.sidebar)).toEqual([{}, {}]);
    expect(data.themeConfig.locales[1].nav).toEqual([{ text: '指南', link: '/zh/guide/index.html' }]);
    expect(data.base).toBe('/');
  });

  it("puts exactly one section of one language's sidebar back when its module runs", () => {
    const site = JSON.parse(/^export default (.*);$/s.exec(siteDataWithoutSidebars(engine))![1]);
    const zh = sidebarModule(engine, 'zh', '/zh/guide/');
    expect(zh).toMatch(/^import siteData from "virtual-site-data";$/m);
    expect(zh).not.toContain('Introduction');
    expect(zh).not.toContain('配置文件');
    run(zh, site);
    expect(site.themeConfig.locales[1].sidebar).toEqual({ '/zh/guide/': guideZh['/zh/guide/'] });
    expect(site.themeConfig.locales[0].sidebar).toEqual({});
    run(sidebarModule(engine, 'zh', '/zh/config/'), site);
    run(sidebarModule(engine, 'en', '/config/'), site);
    expect(site.themeConfig.locales[1].sidebar).toEqual(guideZh);
    expect(site.themeConfig.locales[0].sidebar).toEqual({ '/config/': guideEn['/config/'] });
  });

  it('gives a page the section of the sidebar the engine shows on its route, and a page outside every section none', () => {
    const pages = { root: '/site/docs', langs: ['en', 'zh'], defaultLang: 'en' };
    expect(routeOfPage('/site/docs/zh/config/site.mdx', pages)).toBe('/zh/config/site.html');
    expect(routeOfPage('/site/docs/en/guide/index.md', pages)).toBe('/guide/');
    expect(routeOfPage('/site/docs/en/tool/onedrive/request.mdx', pages)).toBe('/tool/onedrive/request.html');
    expect(routeOfPage('/site/components/Tabs.mdx', pages)).toBeUndefined();
    const keys = ['/guide/', '/guide/api/', '/config/'];
    expect(sidebarSectionOf('/guide/install/docker.html', keys)).toBe('/guide/');
    expect(sidebarSectionOf('/guide/api/fs.html', keys)).toBe('/guide/api/');
    expect(sidebarSectionOf('/guide/', keys)).toBe('/guide/');
    expect(sidebarSectionOf('/tool/onedrive/request.html', keys)).toBeUndefined();
    expect(sidebarSectionOf('/zh/guide/', keys)).toBeUndefined();
  });

  it('names this plugin when the engine writes another shape or a language is missing', () => {
    expect(() => siteDataWithoutSidebars('const x = 1;')).toThrow(/localeSidebars\.ts/);
    expect(() => siteDataWithoutSidebars('export default {"themeConfig":{}}')).toThrow(/per-language sidebars/);
    expect(() => sidebarModule(engine, 'fr', '/fr/')).toThrow(/no language "fr"/);
    expect(() => sidebarModule(engine, 'en', '/faq/')).toThrow(/no sidebar section "\/faq\/"/);
  });

  it('gives a page the sidebar of its folder, and a home page none', () => {
    const pages = { root: '/site/docs', langs: ['en', 'zh'], defaultLang: 'en' };
    expect(langOfPageModule('/site/docs/zh/guide/install/docker.md', pages)).toBe('zh');
    expect(langOfPageModule('/site/docs/en/guide/index.mdx', pages)).toBe('en');
    expect(langOfPageModule('/site/components/Tabs.mdx', pages)).toBeUndefined();
    expect(isHomePage('export default 1')).toBe(false);
    expect(isHomePage('const frontmatter = {"pageType": "home"}')).toBe(true);
    expect(isHomePage("frontmatter = { pageType: 'home' }")).toBe(true);
  });

  it('rewrites modules in builds only: `rspress dev` serves them as the engine writes them', () => {
    const transformsFor = (action: 'build' | 'dev') => {
      const registered: unknown[] = [];
      const api = { context: { action }, transform: (descriptor: unknown) => registered.push(descriptor) } as unknown as RsbuildPluginAPI;
      const [rsbuildPlugin] = (localeSidebarsPlugin().builderConfig?.plugins ?? []) as RsbuildPlugin[];
      void rsbuildPlugin.setup(api);
      return registered.length;
    };
    expect(transformsFor('build')).toBe(2);
    expect(transformsFor('dev')).toBe(0);
  });
});
