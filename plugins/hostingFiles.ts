import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { outDir, urlOfHtml } from '../scripts/builtFiles';
import { headVariables } from '../site/head';
import { builtHtml } from './builtHtml';

/**
 * Files a static host needs beside the pages, written after the build from what was built:
 * - `_nginx/canonical.map`: nginx map of every non-canonical spelling of a page (case, missing ".html",
 *   trailing slash, "/x.html/", "/index.html") to its canonical URL; deploy/nginx/ redirects with it.
 * - `_nginx/csp.map`: the Content-Security-Policy of every page. Inline scripts are allowed by their hashes;
 *   pages with a live code demo or a chart configured in JavaScript get a policy that allows inline code and eval.
 * - `_headers` and `_redirects`: the same rules for Netlify / Cloudflare Pages style hosts.
 * - `token-service.json`: the token service of the tool pages (TOKEN_SERVICE_URL), `"url": null` without one.
 */

export interface PagePolicy {
  url: string;
  relaxed: boolean;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Hosts the opted-in third-party tags load from (they must be allowed by the policy too). */
export function thirdPartyOrigins(env: Record<string, string | undefined>): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [name, kind] of Object.entries(headVariables)) {
    const value = env[name]?.trim();
    if (!value) continue;
    (kind === 'stylesheet' ? styles : scripts).push(new URL(value).origin);
  }
  return { scripts, styles };
}

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => m[1].trim() !== '' && !/type="application\/(ld\+)?json"/.test(m[0]))
    .map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
}

/** A page needs inline code and eval when it runs a live demo (srcdoc frames inherit the policy) or a JS chart config. */
export function needsRelaxedPolicy(html: string): boolean {
  return html.includes('class="rich-demo"') || html.includes('data-config-type="js"');
}

export function contentSecurityPolicy(hashes: string[], relaxed: boolean, env: Record<string, string | undefined>): string {
  const third = thirdPartyOrigins(env);
  const script = relaxed ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", ...hashes];
  return [
    "default-src 'self'",
    `script-src ${[...script, ...third.scripts].join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${third.styles.join(' ')}`.trim(),
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: data:",
    `font-src 'self' data: ${third.styles.join(' ')}`.trim(),
    // Tool pages call token endpoints and the reader's own AList server (any host the reader names).
    "connect-src 'self' https: http:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob: data:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Code demos post to the playgrounds on click.
    "form-action 'self' https://codepen.io https://jsfiddle.net",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Every non-canonical spelling of a page, as a case-insensitive nginx regex, to its canonical URL. nginx
 * compares exact map keys without case, so the canonical URL itself is a case-sensitive regex that maps to
 * "" (no redirect), listed before the page's other spellings.
 */
export function canonicalMap(urls: string[]): string {
  const lines = ['# Generated at build: canonical URL of every page; regexes are tried in order.'];
  for (const url of urls.filter((u) => u !== '/404.html').sort()) {
    lines.push(`"~^${escapeRegex(url)}$" "";`);
    if (url.endsWith('/')) lines.push(`"~*^${escapeRegex(url.slice(0, -1))}(/index(\\.html)?)?/*$" ${url};`);
    else lines.push(`"~*^${escapeRegex(url.replace(/\.html$/, ''))}(\\.html)?/*$" ${url};`);
  }
  return `${lines.join('\n')}\n`;
}

export function cspMap(pages: PagePolicy[], strict: string, relaxedPolicy: string): string {
  const lines = ['# Generated at build: Content-Security-Policy per page.', `default "${strict}";`];
  for (const p of pages.filter((x) => x.relaxed)) {
    lines.push(`${p.url} "${relaxedPolicy}";`);
    if (!p.url.endsWith('/')) lines.push(`${p.url.replace(/\.html$/, '')} "${relaxedPolicy}";`);
  }
  return `${lines.join('\n')}\n`;
}

export const SECURITY_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

export function netlifyHeaders(pages: PagePolicy[], strict: string, relaxedPolicy: string): string {
  const block = (pattern: string, headers: [string, string][]) => [pattern, ...headers.map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  const blocks = [
    block('/*', [...SECURITY_HEADERS, ['Cache-Control', 'no-cache']]),
    block('/static/*', [['Cache-Control', 'public, max-age=31536000, immutable']]),
    block('/sw.js', [['Cache-Control', 'no-cache']]),
  ];
  // One policy per page: hosts join the values of several matching rules, which would enforce both.
  for (const p of pages) {
    const policy = p.relaxed ? relaxedPolicy : strict;
    blocks.push(block(p.url, [['Content-Security-Policy', policy]]));
    if (!p.url.endsWith('/')) blocks.push(block(p.url.replace(/\.html$/, ''), [['Content-Security-Policy', policy]]));
  }
  return `${blocks.join('\n\n')}\n`;
}

/** Netlify-style redirects: the usual non-canonical spellings of each page (those hosts match case-insensitively). */
export function netlifyRedirects(urls: string[]): string {
  const lines = ['# Generated at build: other spellings of a page go to its canonical URL.'];
  for (const url of urls.filter((u) => u !== '/404.html').sort()) {
    if (url === '/' || url === '/zh/') {
      lines.push(`${url}index.html ${url} 301!`);
    } else if (url.endsWith('/')) {
      lines.push(`${url.slice(0, -1)} ${url} 301!`, `${url}index.html ${url} 301!`);
    } else {
      const stem = url.replace(/\.html$/, '');
      lines.push(`${stem} ${url} 301!`, `${stem}/ ${url} 301!`, `${url}/ ${url} 301!`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `/token-service.json` naming the token service the tool pages use (TOKEN_SERVICE_URL at build). Written
 * with `"url": null` when none is set, so that the pages' lookup gets an answer instead of a 404.
 */
export function tokenServiceFile(env: Record<string, string | undefined>): string {
  const value = env.TOKEN_SERVICE_URL?.trim();
  if (!value) return `${JSON.stringify({ url: null })}\n`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`TOKEN_SERVICE_URL: "${value}" is not an address (expected e.g. https://tokens.example.org)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`TOKEN_SERVICE_URL: "${value}" must start with https://`);
  return `${JSON.stringify({ url: url.origin })}\n`;
}

export function hostingFilesPlugin(env: Record<string, string | undefined> = process.env): RspressPlugin {
  return {
    name: 'alist-hosting-files',
    afterBuild(_config, isProd) {
      // The dev server runs afterBuild after every compile; the folder then holds the last production build.
      if (!isProd) return;
      const hashes = new Set<string>();
      const pages: PagePolicy[] = builtHtml(outDir).parts().map(([file, head, rest]) => {
        // Read in its two parts: joined, every page would be copied whole once more. Most have scripts in the head only.
        for (const h of inlineScriptHashes(rest.includes('<script') ? head + rest : head)) hashes.add(h);
        return { url: urlOfHtml(file, outDir), relaxed: needsRelaxedPolicy(head) || needsRelaxedPolicy(rest) };
      });
      const strict = contentSecurityPolicy([...hashes].sort(), false, env);
      const relaxed = contentSecurityPolicy([], true, env);
      const urls = pages.map((p) => p.url);
      mkdirSync(path.join(outDir, '_nginx'), { recursive: true });
      writeFileSync(path.join(outDir, '_nginx', 'canonical.map'), canonicalMap(urls));
      writeFileSync(path.join(outDir, '_nginx', 'csp.map'), cspMap(pages, strict, relaxed));
      writeFileSync(path.join(outDir, '_headers'), netlifyHeaders(pages, strict, relaxed));
      writeFileSync(path.join(outDir, '_redirects'), netlifyRedirects(urls));
      writeFileSync(path.join(outDir, 'token-service.json'), tokenServiceFile(env));
    },
  };
}
