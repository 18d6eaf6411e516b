import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { validateFrontmatter, type Frontmatter } from './frontmatter';
import type { LocaleCode } from './locales';

export const docsRoot = path.resolve(import.meta.dirname, '..', 'docs');

export interface SourcePage {
  lang: LocaleCode;
  /** Path of the file relative to the locale folder, e.g. "guide/install/docker.md". */
  file: string;
  /** Canonical route relative to the locale root: "guide/install/" or "guide/install/docker.html". */
  route: string;
  frontmatter: Frontmatter;
  body: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** The canonical route of a page file, relative to its locale root. */
export function routeOfFile(file: string): string {
  const noExt = file.replace(/\.mdx?$/, '');
  if (noExt === 'index') return '';
  if (noExt.endsWith('/index')) return noExt.slice(0, -'index'.length);
  return `${noExt}.html`;
}

const cache = new Map<LocaleCode, SourcePage[]>();

/** Every page of one locale, with validated frontmatter. Throws on the first invalid page. */
export function loadPages(lang: LocaleCode): SourcePage[] {
  const hit = cache.get(lang);
  if (hit) return hit;
  const base = path.join(docsRoot, lang);
  const pages = walk(base)
    .sort()
    .map((full) => {
      const file = path.relative(base, full).split(path.sep).join('/');
      const parsed = matter(readFileSync(full, 'utf8'));
      const frontmatter = validateFrontmatter(path.relative(process.cwd(), full), parsed.data);
      return { lang, file, route: routeOfFile(file), frontmatter, body: parsed.content };
    });
  cache.set(lang, pages);
  return pages;
}
