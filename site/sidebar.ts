import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Sidebar, SidebarGroup, SidebarItem } from '@rspress/core';
import type { LocaleCode } from './locales';
import { loadPages, type SourcePage } from './pages';

const require = createRequire(import.meta.url);

/** Inline SVG of a lucide icon, so sidebar icons ship with the page instead of a CDN font. */
function iconSvg(name: string): string {
  const file = require.resolve(`lucide-static/icons/${name}.svg`);
  return readFileSync(file, 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ class="[^"]*"/, ' aria-hidden="true"')
    .trim();
}

/** One sidebar group: the pages of a folder (or an explicit list), sorted by frontmatter order, then title. */
interface GroupSpec {
  text: Record<LocaleCode, string>;
  icon: string;
  /** Folder relative to the locale root, e.g. "guide/install/". Its index page becomes the group link. */
  dir: string;
  /** Subgroups placed after the folder's own pages. */
  subgroups?: GroupSpec[];
}

interface SectionSpec {
  /** Section prefix relative to the locale root, e.g. "guide/". */
  prefix: string;
  /** Plain pages listed before the groups. */
  lead?: string[];
  groups: GroupSpec[];
  /** Plain pages listed after the groups, in this order. */
  tail?: string[];
}

const sections: SectionSpec[] = [
  {
    prefix: 'guide/',
    lead: ['guide/'],
    groups: [
      { text: { en: 'Install', zh: '安装' }, icon: 'download', dir: 'guide/install/' },
      { text: { en: 'Storage', zh: '存储' }, icon: 'hard-drive', dir: 'guide/drivers/' },
      { text: { en: 'Advanced', zh: '进阶' }, icon: 'rocket', dir: 'guide/advanced/' },
      {
        text: { en: 'API', zh: 'API' },
        icon: 'code',
        dir: 'guide/api/',
        subgroups: [{ text: { en: 'Admin', zh: '管理' }, icon: 'shield', dir: 'guide/api/admin/' }],
      },
    ],
    tail: ['guide/webdav.html', 'guide/ecosystem.html', 'guide/community.html', 'guide/changelog.html', 'guide/upgrade.html'],
  },
  { prefix: 'config/', lead: [], groups: [], tail: [] },
  { prefix: 'faq/', lead: [], groups: [], tail: [] },
];

function byOrder(a: SourcePage, b: SourcePage): number {
  const oa = a.frontmatter.order ?? Number.POSITIVE_INFINITY;
  const ob = b.frontmatter.order ?? Number.POSITIVE_INFINITY;
  return oa - ob || a.frontmatter.title.localeCompare(b.frontmatter.title, 'en');
}

function link(lang: LocaleCode, route: string): string {
  return `${lang === 'zh' ? '/zh/' : '/'}${route}`;
}

function item(lang: LocaleCode, page: SourcePage): SidebarItem {
  return { text: page.frontmatter.shortTitle ?? page.frontmatter.title, link: link(lang, page.route) };
}

/** Pages directly inside a folder (not its index, not deeper folders), in sidebar order. */
function pagesIn(pages: SourcePage[], dir: string): SourcePage[] {
  return pages
    .filter((p) => p.route.startsWith(dir) && p.route !== dir && !p.route.slice(dir.length).includes('/'))
    .sort(byOrder);
}

function group(lang: LocaleCode, pages: SourcePage[], spec: GroupSpec): SidebarGroup {
  const index = pages.find((p) => p.route === spec.dir);
  return {
    text: spec.text[lang],
    icon: iconSvg(spec.icon),
    link: index ? link(lang, index.route) : undefined,
    collapsible: true,
    collapsed: false,
    items: [
      ...pagesIn(pages, spec.dir).map((p) => item(lang, p)),
      ...(spec.subgroups ?? []).map((sub) => group(lang, pages, sub)),
    ],
  };
}

function find(pages: SourcePage[], route: string): SourcePage {
  const page = pages.find((p) => p.route === route);
  if (!page) throw new Error(`Sidebar lists "${route}" but no page has that route`);
  return page;
}

/** The sidebars of SPEC.md §2 for one locale, keyed by section path. */
export function sidebarFor(lang: LocaleCode): Sidebar {
  const pages = loadPages(lang);
  const sidebar: Sidebar = {};
  for (const section of sections) {
    const lead = (section.lead ?? []).map((r) => item(lang, find(pages, r)));
    const groups = section.groups.map((g) => group(lang, pages, g));
    const tail = (section.tail ?? []).map((r) => item(lang, find(pages, r)));
    // A section without explicit groups lists its own folder's pages.
    const own = section.groups.length === 0 ? pagesIn(pages, section.prefix).map((p) => item(lang, p)) : [];
    sidebar[link(lang, section.prefix)] = [...lead, ...own, ...groups, ...tail];
  }
  return sidebar;
}
