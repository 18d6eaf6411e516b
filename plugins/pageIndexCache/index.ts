/**
 * The engine's page data (title, outline, description, frontmatter of every page), kept between builds.
 *
 * Before compiling, the engine reads every page and parses it with remark twice: 7 s of a 30 s warm
 * build, all spent again on pages that did not change. ./engineEdit.mjs (loaded by the build and dev
 * scripts through ../nodeHooks.mjs) sends each page through the function this plugin installs:
 *
 * - The key is a SHA-256 of the page's file and of everything else the engine's function reads: the
 *   route, the docs root, the options, and the engine's version.
 * - A page that imports a Markdown file is never cached: the engine inlines the imported file, whose
 *   changes the key would not see. The imports are resolved as the engine resolves them.
 * - A page that imports none is parsed once, not twice, when it is not in the cache: the engine's first parse
 *   only looks for Markdown imports to inline (see ./engineEdit.mjs).
 * - Entries are structured clones (node:v8), so frontmatter dates and `undefined` come back as they were,
 *   and every build gets objects of its own (plugins edit them in extendPageData).
 * - After a build the cache holds the entries that build used, one file per docs root, under
 *   node_modules/.cache/alist-docs/. A cache file that cannot be read is ignored and rewritten.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { buildCacheDir, readCacheFile, writeCacheFile } from '../buildCache';
import { HOOK_KEY, NO_MARKDOWN_IMPORTS } from './engineEdit.mjs';

/** What the engine passes for each page (route/extractPageData.js). */
export interface RouteOfPage {
  routePath: string;
  absolutePath: string;
  lang: string;
  version: string;
}
export interface PageIndexOptions {
  alias: Record<string, string | string[] | false>;
  replaceRules?: { search: string | RegExp; replace: string }[];
  root: string;
  searchCodeBlocks?: boolean;
  extractDescription?: boolean;
  searchEnabled?: boolean;
}
export type PageIndexInfoOf = (route: RouteOfPage, options: PageIndexOptions) => Promise<unknown>;
type CachedPageIndexInfoOf = (route: RouteOfPage, options: PageIndexOptions, engine: PageIndexInfoOf) => Promise<unknown>;

/** Bump when the entries' meaning changes. */
const FORMAT = 1;
const MARKDOWN_FILE = /\.mdx?$/i;
/** Every module specifier of a file, in import statements anywhere (a superset of what MDX sees). */
const IMPORT_SPECIFIER = /\bimport\s+(?:[^'";]*?\s+from\s+)?['"]([^'"\n]+)['"]/g;

const engineVersion = createRequire(import.meta.url)('@rspress/core/package.json').version as string;

export interface PageIndexCache {
  /** The function the edited engine calls for each page. */
  pageIndexInfo: CachedPageIndexInfoOf;
  /** Writes the entries this build used; returns [pages, served from the cache]. */
  save(): [pages: number, hits: number];
}

export function createPageIndexCache(cacheDir: string = buildCacheDir()): PageIndexCache {
  let file: string | undefined;
  let stored: Map<string, Uint8Array> | undefined;
  const used = new Map<string, Uint8Array>();
  let calls = 0;
  let hits = 0;
  let resolver: InstanceType<typeof rspack.experiments.resolver.ResolverFactory> | undefined;

  const load = (root: string) => {
    if (stored) return stored;
    file = path.join(cacheDir, `page-index-${createHash('sha256').update(root).digest('hex').slice(0, 16)}.bin`);
    const read = readCacheFile(file);
    stored = read instanceof Map ? (read as Map<string, Uint8Array>) : new Map<string, Uint8Array>();
    return stored;
  };

  /** Whether the page imports a Markdown file, resolved with the engine's extensions and aliases. */
  const importsMarkdown = async (content: string, from: string, alias: PageIndexOptions['alias']) => {
    const specifiers = [...content.matchAll(IMPORT_SPECIFIER)].map((m) => m[1]);
    if (specifiers.length === 0) return false;
    resolver ??= new rspack.experiments.resolver.ResolverFactory({ extensions: ['.mdx', '.md', '.js'], alias });
    for (const specifier of specifiers) {
      if (MARKDOWN_FILE.test(specifier)) return true;
      const resolved = await resolver.async(path.dirname(from), specifier).catch(() => undefined);
      if (resolved?.path && MARKDOWN_FILE.test(resolved.path)) return true;
    }
    return false;
  };

  return {
    async pageIndexInfo(route, options, engine) {
      calls += 1;
      const content = await readFile(route.absolutePath, 'utf8').catch(() => undefined);
      if (content === undefined || (await importsMarkdown(content, route.absolutePath, options.alias))) return engine(route, options);
      const { routePath, lang, version, absolutePath } = route;
      const { root, replaceRules = [], searchCodeBlocks, extractDescription, searchEnabled } = options;
      const inputs = [FORMAT, engineVersion, routePath, lang, version, absolutePath, root, replaceRules.map((r) => [String(r.search), r.replace]), searchCodeBlocks, extractDescription, searchEnabled];
      const key = createHash('sha256').update(JSON.stringify(inputs)).update('\0').update(content).digest('hex');
      const entry = load(root).get(key);
      if (entry) {
        used.set(key, entry);
        hits += 1;
        return deserialize(entry);
      }
      const info = await engine(route, { ...options, [NO_MARKDOWN_IMPORTS]: true } as PageIndexOptions);
      // Cloned now, before the plugins' extendPageData hooks edit the object.
      used.set(key, serialize(info));
      return info;
    },
    save() {
      if (file && used.size > 0) writeCacheFile(file, used);
      return [calls, hits];
    },
  };
}

export function pageIndexCachePlugin(options: { cacheDir?: string } = {}): RspressPlugin {
  const cache = createPageIndexCache(options.cacheDir);
  const hook = Symbol.for(HOOK_KEY);
  return {
    name: 'alist-page-index-cache',
    beforeBuild() {
      (globalThis as Record<symbol, unknown>)[hook] = cache.pageIndexInfo;
    },
    afterBuild() {
      const [pages, hits] = cache.save();
      // Nothing went through the cache when the build ran without ../nodeHooks.mjs (e.g. `npx rspress build`).
      if (pages > 0) console.log(`page data: ${pages} pages, ${hits} from the cache of earlier builds`);
    },
  };
}
