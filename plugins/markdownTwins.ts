import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { listFiles, outDir } from '../scripts/builtFiles';
import { loadPages } from '../site/pages';

/** Custom heading ids ("## Title {#id}", "\{#id}" in MDX) belong to the HTML page, not to its Markdown twin. */
export function stripHeadingIds(markdown: string): string {
  return markdown.replace(/^(#{1,6} .*?)[ \t]*\\?\{#[\w-]+\\?\}[ \t]*$/gm, '$1');
}

/** Cleans the Markdown twins the engine writes next to every page (/x.md for /x.html). */
export function markdownTwinsPlugin(): RspressPlugin {
  return {
    name: 'alist-markdown-twins',
    afterBuild() {
      // The home layout renders the page body below the features; the engine's Markdown twin stops at the features.
      for (const lang of ['en', 'zh'] as const) {
        const home = loadPages(lang).find((p) => p.route === '');
        const file = path.join(outDir, lang === 'zh' ? 'zh' : '', 'index.md');
        if (home && existsSync(file) && !readFileSync(file, 'utf8').includes(home.body.trim().slice(0, 40))) {
          writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n${home.body.trim()}\n`);
        }
      }
      for (const file of listFiles(outDir, (f) => f.endsWith('.md'))) {
        const text = readFileSync(file, 'utf8');
        // Feature icons are image paths; in text they would read as "/icons/plug.svg WebDAV".
        const cleaned = stripHeadingIds(text).replace(/\[\/icons\/[\w-]+\.svg /g, '[');
        if (cleaned !== text) writeFileSync(file, cleaned);
      }
    },
  };
}
