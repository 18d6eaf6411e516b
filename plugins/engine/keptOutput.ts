/**
 * The output folder is kept from one build to the next: files are written over in place, and the files the
 * last build wrote and this one does not are deleted.
 *
 * Why: emptying the folder first deleted about 2,900 files and created them again. On a file system that
 * checks for recently deleted inodes when it creates a file (ext4 without a journal, as on the project's
 * build machine), each creation then scans past the inodes just freed: 3-4 s of system time in a 12 s build.
 * Writing over an existing file creates nothing.
 *
 * - Every file a build writes gets a fresh modification time: the bundler's `compareBeforeEmit` is off, so
 *   unchanged scripts are written again. A file older than the build's start was not written by it.
 * - Two sweeps, each over the files the last build wrote at that stage (a list kept in the build cache):
 *   1. when the bundler is done (pages, scripts, public files), before the post-build steps read the
 *      folder: a page removed from the docs must not reach the sitemap, the search index or the headers;
 *   2. after every plugin's afterBuild (sitemap, search index, service worker, hosting files ...).
 * - Files the last build did not write are never deleted: a folder that is not ours keeps its content.
 * - Folders a step keeps itself (`leave`: the search index, whose files are written only when they change)
 *   are neither listed nor swept: an unchanged file there is old, not left over.
 * - Without that list (a first build, a cleared cache, or a build after one that failed) the folder is emptied
 *   first, as the engine did: only when it is inside the project, the same rule as Rsbuild's own cleaning.
 * - Only `npm run build`: the dev server writes nothing to the folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { listFiles } from '../../scripts/builtFiles';
import { buildCacheDir, readCacheFile, writeCacheFile } from '../shared/buildCache';

export interface KeptOutputOptions {
  /** The project folder: a folder outside it is never emptied. */
  root?: string;
  cacheDir?: string;
  now?: () => number;
  log?: (line: string) => void;
  /** Folders of the output (relative, "/"-separated) that a build step keeps up to date itself. */
  leave?: string[];
}

/** What a build wrote into its folder, by stage (paths relative to it, "/"-separated). */
export interface WrittenFiles {
  bundled: string[];
  postBuild: string[];
}

/** The build cache's file of what the last build wrote into `outDir`. */
export function writtenListFile(outDir: string, cacheDir = buildCacheDir()): string {
  return path.join(cacheDir, 'output', `${createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16)}.bin`);
}

function readWritten(file: string): WrittenFiles | undefined {
  const value = readCacheFile(file) as Partial<WrittenFiles> | undefined;
  const isList = (v: unknown): v is string[] => Array.isArray(v) && v.every((f) => typeof f === 'string');
  return value && isList(value.bundled) && isList(value.postBuild) ? { bundled: value.bundled, postBuild: value.postBuild } : undefined;
}

/** Removes `dir` and its parents up to `outDir` (not included) while they are empty. */
function removeEmptyParents(outDir: string, dir: string): void {
  for (let d = dir; d !== outDir && d.startsWith(`${outDir}${path.sep}`); d = path.dirname(d)) {
    if (readdirSync(d).length > 0) return;
    rmdirSync(d);
  }
}

/**
 * Deletes the files of `stale` that this build, started at `startedAt`, has not written (yet); returns the
 * files it has written and those it deleted. Files under a folder of `leave` are neither.
 */
export function sweepOutput(outDir: string, startedAt: number, stale: ReadonlySet<string>, leave: string[] = []): { written: string[]; removed: string[] } {
  const written: string[] = [];
  const removed: string[] = [];
  const left = leave.map((dir) => `${dir.replace(/\/+$/, '')}/`);
  for (const file of existsSync(outDir) ? listFiles(outDir) : []) {
    const rel = path.relative(outDir, file).split(path.sep).join('/');
    if (left.some((dir) => rel.startsWith(dir))) continue;
    if (statSync(file).mtimeMs >= startedAt) written.push(rel);
    else if (stale.has(rel)) {
      unlinkSync(file);
      removeEmptyParents(outDir, path.dirname(file));
      removed.push(rel);
    }
  }
  return { written, removed };
}

const isWithin = (root: string, dir: string) => {
  const rel = path.relative(root, dir);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/**
 * `plugins` followed by the one that keeps the output folder. Its afterBuild waits for theirs (the engine
 * starts every plugin's afterBuild before it awaits any) and sweeps only when all of them succeeded.
 */
export function withKeptOutput(plugins: RspressPlugin[], options: KeptOutputOptions = {}): RspressPlugin[] {
  const { root = process.cwd(), cacheDir = buildCacheDir(), now = Date.now, log = console.log, leave = [] } = options;
  let pending: Promise<unknown>[] = [];
  let build: { outDir: string; startedAt: number; last: WrittenFiles; bundled?: string[]; removed: number } | undefined;

  const tracked = plugins.map((plugin): RspressPlugin => {
    const { afterBuild } = plugin;
    if (!afterBuild) return plugin;
    return {
      ...plugin,
      afterBuild(config, isProd) {
        // Called as the engine would (its synchronous part runs now, in plugin order), only remembered.
        const result = afterBuild.call(plugin, config, isProd);
        pending.push(Promise.resolve(result));
        return result;
      },
    };
  });

  const sweepBundled = () => {
    if (!build) return;
    const { written, removed } = sweepOutput(build.outDir, build.startedAt, new Set(build.last.bundled), leave);
    build.bundled = written;
    build.removed += removed.length;
  };

  const rsbuildPlugin: RsbuildPlugin = {
    name: 'alist-kept-output-bundled',
    setup(api) {
      api.onAfterBuild(sweepBundled);
    },
  };

  const keeper: RspressPlugin = {
    name: 'alist-kept-output',
    builderConfig: {
      // The engine's own emptying is off (this plugin decides), and every asset is written, changed or not,
      // so that its time tells it from a file of the last build.
      output: { cleanDistPath: false },
      tools: { rspack: { output: { compareBeforeEmit: false } } },
      plugins: [rsbuildPlugin],
    },
    beforeBuild(config, isProd) {
      pending = [];
      build = undefined;
      if (!isProd) return;
      const outDir = path.resolve(root, config.outDir ?? 'doc_build');
      const listFile = writtenListFile(outDir, cacheDir);
      const last = readWritten(listFile);
      // Taken: a build that fails from here leaves files nobody lists, so the next one starts from an empty folder.
      rmSync(listFile, { force: true });
      if (!last && isWithin(root, outDir)) {
        rmSync(outDir, { recursive: true, force: true });
        mkdirSync(outDir, { recursive: true });
      }
      build = { outDir, startedAt: now(), last: last ?? { bundled: [], postBuild: [] }, removed: 0 };
    },
    async afterBuild(_config, isProd) {
      if (!isProd || !build) return;
      // A plugin that failed fails the build; its output is left as it is.
      await Promise.all(pending);
      if (!build.bundled) throw new Error('kept-output: the bundler finished without the sweep of its files; check plugins/engine/keptOutput.ts');
      const bundled = new Set(build.bundled);
      const { written, removed } = sweepOutput(build.outDir, build.startedAt, new Set(build.last.postBuild), leave);
      const postBuild = written.filter((file) => !bundled.has(file));
      writeCacheFile(writtenListFile(build.outDir, cacheDir), { bundled: build.bundled, postBuild } satisfies WrittenFiles);
      log(`output: ${written.length} files written, ${build.removed + removed.length} left from the last build removed`);
    },
  };
  return [...tracked, keeper];
}
