import { readFileSync, writeFileSync } from 'node:fs';
import type { RspressPlugin } from '@rspress/core';
import { canonicalHref } from '../theme/canonicalPath';
import { listFiles, outDir } from '../scripts/builtFiles';
import { locales, type LocaleCode } from '../site/locales';

/**
 * The engine writes hreflang="en"/"zh" pointing at ".../index.html". Rewrite them after the build to
 * BCP 47 tags and canonical URLs, and add x-default (English, the fallback language).
 */
export function alternateLinksPlugin(): RspressPlugin {
  return {
    name: 'alist-alternate-links',
    afterBuild() {
      const tag = /<link rel="alternate" hreflang="([a-z]+)" href="([^"]+)">/g;
      for (const file of listFiles(outDir, (f) => f.endsWith('.html'))) {
        const html = readFileSync(file, 'utf8');
        let fallback = '';
        const fixed = html.replace(tag, (_match, lang: string, href: string) => {
          const info = locales[lang as LocaleCode];
          const canonical = canonicalHref(href);
          if (lang === 'en') fallback = canonical;
          return `<link rel="alternate" hreflang="${info ? info.tag : lang}" href="${canonical}">`;
        });
        if (fixed === html) continue;
        const withDefault = fallback ? fixed.replace('</head>', `<link rel="alternate" hreflang="x-default" href="${fallback}"></head>`) : fixed;
        writeFileSync(file, withDefault);
      }
    },
  };
}
