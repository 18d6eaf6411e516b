import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { upstreamOrigins } from '../providers/table';
import { outDir, urlOfHtml } from '../scripts/builtFiles';
import { headVariables, isToolPath } from '../site/head';
import { docSearchConfig } from '../site/search';
import { builtHtml } from './builtHtml';

/**
 * Files a static host needs beside the pages, written after the build from what was built:
 * - `_nginx/canonical.map`: nginx map of every non-canonical spelling of a page (case, missing ".html",
 *   trailing slash, "/x.html/", "/index.html") to its canonical URL; deploy/nginx/ redirects with it, query kept.
 * - `_nginx/csp.map`: the Content-Security-Policy of every page. Inline scripts are allowed by their hashes;
 *   pages with a live code demo or a chart configured in JavaScript get a policy that allows inline code and eval;
 *   /tool/ pages (client secrets, PKCE verifiers, passwords, tokens) may connect only to this site, the token
 *   service and the provider hosts of providers/table.ts, and load no third-party script or style.
 * - `_headers` and `_redirects`: the same rules for Netlify / Cloudflare Pages style hosts.
 * - `token-service.json`: the token service of the tool pages (TOKEN_SERVICE_URL), `"url": null` without one.
 *
 * The query string on a redirect (checked 2026-11 for the callback pages, whose query carries an OAuth `code`
 * and `state`): nginx's `return 301 <url>` sends <url> as it is, so deploy/nginx/site.conf appends
 * `$is_args$args`. Netlify: "automatically passes on all query string parameters to destination paths for
 * redirects with 200, 301, and 302 HTTP status" (https://docs.netlify.com/routing/redirects/redirect-options/#query-parameters).
 * Cloudflare Pages documents only that a destination may contain a query string
 * (https://developers.cloudflare.com/pages/configuration/redirects/); its asset server keeps the request's query
 * when the destination has none (`destination.search || search` in packages/pages-shared/asset-server/handler.ts of
 * https://github.com/cloudflare/workers-sdk), and a 200 rule serves the other file under the requested URL, query
 * and all. Cloudflare Pages also redirects "/x.html" to "/x" by itself
 * (https://developers.cloudflare.com/pages/configuration/serving-pages/#route-matching). So no host depends on a
 * redirect for the callback pages: `_redirects` serves AList's spelling (".../callback", no ".html") with a 200
 * rewrite, and nginx with try_files.
 */

export type PolicyKind = 'strict' | 'relaxed' | 'tool';

export interface PagePolicy {
  url: string;
  policy: PolicyKind;
}

/** The callback pages in the spelling of AList's default redirect URIs, which every host must serve as they are. */
export function isCallbackPage(url: string): boolean {
  return /^\/(zh\/)?tool\/[^/]+\/callback\.html$/.test(url);
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

/**
 * Where a /tool/ page may connect: this site, the token service named at build, the provider hosts of the
 * provider table (the tools' only outside calls), and hosted search when it is configured.
 */
export function toolConnectSources(env: Record<string, string | undefined>): string[] {
  const sources = ["'self'"];
  const service = JSON.parse(tokenServiceFile(env)) as { url: string | null };
  if (service.url) sources.push(service.url);
  sources.push(...upstreamOrigins);
  const docSearch = docSearchConfig(env);
  if (docSearch) sources.push(`https://${docSearch.appId.toLowerCase()}-dsn.algolia.net`, 'https://*.algolianet.com');
  return [...new Set(sources)];
}

export function contentSecurityPolicy(hashes: string[], kind: PolicyKind, env: Record<string, string | undefined>): string {
  // Tool pages carry no third-party tag (site/head.ts), so their policy names no third-party host either.
  const third = kind === 'tool' ? { scripts: [], styles: [] } : thirdPartyOrigins(env);
  const script = kind === 'relaxed' ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", ...hashes];
  const connect = kind === 'tool' ? toolConnectSources(env) : ["'self'", 'https:', 'http:'];
  return [
    "default-src 'self'",
    `script-src ${[...script, ...third.scripts].join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${third.styles.join(' ')}`.trim(),
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: data:",
    `font-src 'self' data: ${third.styles.join(' ')}`.trim(),
    `connect-src ${connect.join(' ')}`,
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

export type Policies = Record<PolicyKind, string>;

/**
 * nginx map of $uri to the page's policy. nginx reads it when it sends the headers, after `index` has turned
 * "/x/" into "/x/index.html", so an index page is listed under both; another page under its stem too (the
 * callback pages are served under it).
 */
export function cspMap(pages: PagePolicy[], policies: Policies): string {
  const lines = ['# Generated at build: Content-Security-Policy per page.', `default "${policies.strict}";`];
  for (const p of pages.filter((x) => x.policy !== 'strict')) {
    lines.push(`${p.url} "${policies[p.policy]}";`);
    lines.push(`${p.url.endsWith('/') ? `${p.url}index.html` : p.url.replace(/\.html$/, '')} "${policies[p.policy]}";`);
  }
  return `${lines.join('\n')}\n`;
}

export const SECURITY_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

export function netlifyHeaders(pages: PagePolicy[], policies: Policies): string {
  const block = (pattern: string, headers: [string, string][]) => [pattern, ...headers.map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  const blocks = [
    block('/*', [...SECURITY_HEADERS, ['Cache-Control', 'no-cache']]),
    block('/static/*', [['Cache-Control', 'public, max-age=31536000, immutable']]),
    block('/sw.js', [['Cache-Control', 'no-cache']]),
  ];
  // One policy per page: hosts join the values of several matching rules, which would enforce both.
  for (const p of pages) {
    const policy = policies[p.policy];
    blocks.push(block(p.url, [['Content-Security-Policy', policy]]));
    if (!p.url.endsWith('/')) blocks.push(block(p.url.replace(/\.html$/, ''), [['Content-Security-Policy', policy]]));
  }
  return `${blocks.join('\n\n')}\n`;
}

/**
 * Netlify-style redirects: the usual non-canonical spellings of each page (those hosts match case-insensitively
 * and pass the query on, see the top of this file). A callback page's stem, the spelling of AList's default
 * redirect URIs, is served in place (200) rather than redirected.
 */
export function netlifyRedirects(urls: string[]): string {
  const lines = ['# Generated at build: other spellings of a page go to its canonical URL; the query goes along.'];
  for (const url of urls.filter((u) => u !== '/404.html').sort()) {
    if (isCallbackPage(url)) {
      const stem = url.replace(/\.html$/, '');
      lines.push(`${stem} ${url} 200!`, `${stem}/ ${url} 301!`, `${url}/ ${url} 301!`);
    } else if (url === '/' || url === '/zh/') {
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
        const url = urlOfHtml(file, outDir);
        const policy: PolicyKind = isToolPath(url) ? 'tool' : needsRelaxedPolicy(head) || needsRelaxedPolicy(rest) ? 'relaxed' : 'strict';
        return { url, policy };
      });
      const sorted = [...hashes].sort();
      const policies: Policies = { strict: contentSecurityPolicy(sorted, 'strict', env), relaxed: contentSecurityPolicy([], 'relaxed', env), tool: contentSecurityPolicy(sorted, 'tool', env) };
      const urls = pages.map((p) => p.url);
      mkdirSync(path.join(outDir, '_nginx'), { recursive: true });
      writeFileSync(path.join(outDir, '_nginx', 'canonical.map'), canonicalMap(urls));
      writeFileSync(path.join(outDir, '_nginx', 'csp.map'), cspMap(pages, policies));
      writeFileSync(path.join(outDir, '_headers'), netlifyHeaders(pages, policies));
      writeFileSync(path.join(outDir, '_redirects'), netlifyRedirects(urls));
      writeFileSync(path.join(outDir, 'token-service.json'), tokenServiceFile(env));
    },
  };
}
