import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { loadPages } from '../../site/pages';

/** Custom heading ids ("## Title {#id}", "\{#id}" in MDX) belong to the HTML page, not to its Markdown twin. */
export function stripHeadingIds(markdown: string): string {
  return markdown.replace(/^(#{1,6} .*?)[ \t]*\\?\{#[\w-]+\\?\}[ \t]*$/gm, '$1');
}

/** The twin as readers get it; `homeBody` is the home page's Markdown body, given for a home page's twin. */
export function cleanMarkdownTwin(text: string, homeBody?: string): string {
  // The home layout renders the page body below the features; the engine's Markdown twin stops at the features.
  const whole = homeBody && !text.includes(homeBody.slice(0, 40)) ? `${text.trimEnd()}\n\n${homeBody}\n` : text;
  // Feature icons are image paths; in text they would read as "/icons/plug.svg WebDAV".
  return stripHeadingIds(whole).replace(/\[\/icons\/[\w-]+\.svg /g, '[');
}

/**
 * Cleans the Markdown twins the engine renders next to every page (/x.md for /x.html) before they are
 * written: reading the 650 files back after the build and writing them again took about 0.3 s. The engine's
 * llms-full.txt is made from its own text, earlier in the same pass, as before.
 */
export function markdownTwinsPlugin(): RspressPlugin {
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'alist-markdown-twins-assets',
    setup(api) {
      // After the engine's stage (optimize-transfer), which renders the twins as assets of this environment.
      api.processAssets({ stage: 'analyse', environments: ['node_md'] }, ({ assets, compilation, sources }) => {
        const homes: Record<string, string | undefined> = {
          'index.md': loadPages('en').find((p) => p.route === '')?.body.trim(),
          'zh/index.md': loadPages('zh').find((p) => p.route === '')?.body.trim(),
        };
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.md')) continue;
          const text = assets[name].source().toString();
          const cleaned = cleanMarkdownTwin(text, homes[name]);
          if (cleaned !== text) compilation.updateAsset(name, new sources.RawSource(cleaned));
        }
      });
    },
  };
  return { name: 'alist-markdown-twins', builderConfig: { plugins: [rsbuildPlugin] } };
}
