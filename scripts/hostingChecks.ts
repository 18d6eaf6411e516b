/**
 * Built-site checks for search engines, link previews and hosts: absolute alternates for both languages and
 * x-default, exactly one canonical link and a description on every page; a sitemap listing exactly the built
 * pages; and no resource loaded from another host unless a third-party tag was opted into.
 */
import { pageUrls } from '../plugins/delivery/seoHead';

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

export function checkHeadTags(html: string, urlPath: string, site: string, built: Set<string>): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const out: string[] = [];
  const where = `${urlPath}:`;
  if (!/<meta name="description" content="[^"]+"/.test(head)) out.push(`${where} no description meta`);
  if (urlPath === '/404.html') return out;
  const canonicals = [...head.matchAll(/<link rel="canonical"[^>]*>/g)].map((m) => attr(m[0], 'href'));
  if (canonicals.length !== 1) out.push(`${where} ${canonicals.length} canonical links (want 1)`);
  else if (canonicals[0] !== `${site}${urlPath}`) out.push(`${where} canonical ${canonicals[0]} is not ${site}${urlPath}`);
  const alternates = new Map([...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]));
  const { twins } = pageUrls(urlPath);
  const want: [string, string][] = [['en-US', twins.en], ['zh-CN', twins.zh], ['x-default', twins.en]];
  for (const [lang, path] of want) {
    if (!built.has(path)) continue;
    const href = alternates.get(lang);
    if (!href) out.push(`${where} no hreflang="${lang}" alternate`);
    else if (href !== `${site}${path}`) out.push(`${where} hreflang="${lang}" points at ${href}, want ${site}${path}`);
  }
  for (const href of alternates.values()) if (!/^https?:\/\//.test(href)) out.push(`${where} relative alternate ${href}`);
  return out;
}

export function checkSitemap(xml: string, site: string, built: string[]): string[] {
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const want = built.filter((p) => p !== '/404.html').map((p) => `${site}${p}`);
  const out: string[] = [];
  for (const url of want) if (!listed.includes(url)) out.push(`sitemap.xml does not list ${url}`);
  for (const url of listed) if (!want.includes(url)) out.push(`sitemap.xml lists ${url}, which was not built`);
  if (new Set(listed).size !== listed.length) out.push('sitemap.xml lists a page twice');
  return out;
}

/** URLs a file makes the browser load: HTML resource attributes, CSS url()/@import, manifest icons. */
export function loadedUrls(file: string, text: string): string[] {
  if (file.endsWith('.css')) return [...text.matchAll(/url\(\s*['"]?([^'")\s]+)|@import\s+['"]([^'"]+)/g)].map((m) => m[1] ?? m[2]);
  if (file.endsWith('.webmanifest')) return [...text.matchAll(/"src":\s*"([^"]+)"/g)].map((m) => m[1]);
  const urls: string[] = [];
  for (const m of text.matchAll(/<(script|img|iframe|source|video|audio|track|embed)\b[^>]*?\ssrc="([^"]+)"/g)) urls.push(m[2]);
  for (const m of text.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(m[0], 'rel') ?? '';
    // alternate/canonical/describedby name documents; they are not loaded.
    if (/\b(stylesheet|preload|modulepreload|prefetch|icon|apple-touch-icon|manifest|preconnect|dns-prefetch)\b/.test(rel)) urls.push(attr(m[0], 'href') ?? '');
  }
  return urls;
}

export function externalLoads(file: string, text: string, site: string): string[] {
  return loadedUrls(file, text).filter((u) => /^(https?:)?\/\//.test(u) && !u.startsWith(`${site}/`));
}
