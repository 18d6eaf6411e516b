import { describe, expect, it } from 'vitest';
import { robotsTxt, seoHead, sitemapXml } from '../../plugins/delivery/seoHead';
import { checkHeadTags, checkSitemap, externalLoads } from '../../scripts/hostingChecks';
import { htmlHeadings, markdownHeadings, markdownTwinOf, missingCodeBlocks } from '../../scripts/markdownTwinCheck';
import { siteUrlFrom } from '../../site/siteUrl';
import { contentSecurityPolicy, cspMap, inlineScriptHashes, netlifyHeaders, netlifyRedirects, tokenServiceFile, toolConnectSources } from '../../plugins/delivery/hostingFiles';
import { upstreamOrigins } from '../../providers/table';
import { createHash } from 'node:crypto';

const site = 'https://docs.example.com';
const page = (head: string) => `<html><head><title>Docker - AList Docs</title><meta name="description" content="Run it">${head}</head><body></body></html>`;
/** A whole page with its head rewritten as the seo-head step does (it hands over the part before </head>). */
const seoHeadTags = (html: string, ...rest: Parameters<typeof seoHead> extends [string, ...infer R] ? R : never) =>
  seoHead(html.slice(0, html.indexOf('</head>')), ...rest) + html.slice(html.indexOf('</head>'));
const built = new Set(['/guide/install/docker.html', '/zh/guide/install/docker.html', '/only-en.html']);

describe('SITE_URL', () => {
  it('takes an origin and fails naming the variable otherwise', () => {
    expect(siteUrlFrom({ SITE_URL: 'https://docs.example.com/' })).toBe(site);
    expect(siteUrlFrom({})).toBe('http://127.0.0.1:4173');
    expect(() => siteUrlFrom({ SITE_URL: 'docs.example.com' })).toThrow(/SITE_URL/);
    expect(() => siteUrlFrom({ SITE_URL: 'https://example.com/docs/' })).toThrow(/SITE_URL must be an origin/);
  });
});

describe('token-service.json', () => {
  it('names the service set at build, says null without one, and rejects a bad address naming the variable', () => {
    expect(JSON.parse(tokenServiceFile({ TOKEN_SERVICE_URL: 'https://tokens.example.org/x' }))).toEqual({ url: 'https://tokens.example.org' });
    expect(JSON.parse(tokenServiceFile({}))).toEqual({ url: null });
    expect(() => tokenServiceFile({ TOKEN_SERVICE_URL: 'tokens.example.org' })).toThrow(/TOKEN_SERVICE_URL/);
    expect(() => tokenServiceFile({ TOKEN_SERVICE_URL: 'ftp://tokens.example.org' })).toThrow(/TOKEN_SERVICE_URL/);
  });
});

describe('head tags', () => {
  it('writes absolute alternates, x-default, one canonical and social tags', () => {
    const html = seoHeadTags(page('<link rel="alternate" hreflang="en" href="/guide/install/docker.html">'), '/zh/guide/install/docker.html', site, (p) => built.has(p));
    expect(html).toContain(`<link rel="canonical" href="${site}/zh/guide/install/docker.html">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-US" href="${site}/guide/install/docker.html">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${site}/guide/install/docker.html">`);
    expect(html).toContain('<meta property="og:locale" content="zh_CN">');
    expect(html).toContain(`<meta property="og:image" content="${site}/social-zh.jpg">`);
    expect(html).not.toContain('hreflang="en" href="/');
    expect(checkHeadTags(html, '/zh/guide/install/docker.html', site, built)).toEqual([]);
  });

  it('finds relative or missing alternates, a missing canonical and a missing description', () => {
    const bad = '<html><head><link rel="alternate" hreflang="en-US" href="/guide/install/docker.html"></head></html>';
    const problems = checkHeadTags(bad, '/guide/install/docker.html', site, built).join('\n');
    expect(problems).toMatch(/no description/);
    expect(problems).toMatch(/0 canonical links/);
    expect(problems).toMatch(/hreflang="en-US" points at \/guide/);
    expect(problems).toMatch(/no hreflang="zh-CN"/);
    expect(problems).toMatch(/relative alternate/);
  });

  it('does not point at a twin that was not built', () => {
    const html = seoHeadTags(page(''), '/only-en.html', site, (p) => built.has(p));
    expect(html).not.toContain('hreflang="zh-CN"');
    expect(checkHeadTags(html, '/only-en.html', site, built)).toEqual([]);
  });

  it('gives the 404 page the site\'s own head tags, which the engine leaves out of it, once', () => {
    const siteHead = ['<script>mirror()</script>', '<link rel="manifest" href="/manifest.webmanifest">'];
    const html = seoHeadTags(page('<link rel="manifest" href="/manifest.webmanifest">'), '/404.html', site, (p) => built.has(p), siteHead);
    expect(html).toContain('<script>mirror()</script>');
    expect(html.match(/rel="manifest"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(seoHeadTags(page(''), '/guide/install/docker.html', site, (p) => built.has(p), siteHead)).not.toContain('mirror()');
  });
});

describe('sitemap and robots', () => {
  const pages = ['/', '/zh/', '/guide/', '/404.html'];
  it('lists every page but 404 with alternates and dates, and robots points at it', () => {
    const xml = sitemapXml(pages, site, (p) => (p === '/' ? '2026-11-01' : undefined));
    expect(xml).toContain(`<url><loc>${site}/</loc><lastmod>2026-11-01</lastmod>`);
    expect(xml).toContain(`hreflang="zh-CN" href="${site}/zh/"`);
    expect(xml).not.toContain('404');
    expect(checkSitemap(xml, site, pages)).toEqual([]);
    expect(robotsTxt(site)).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  it('reports a page missing from the sitemap and one listed but not built', () => {
    const xml = sitemapXml(['/', '/gone.html'], site, () => undefined);
    expect(checkSitemap(xml, site, ['/', '/guide/'])).toEqual([`sitemap.xml does not list ${site}/guide/`, `sitemap.xml lists ${site}/gone.html, which was not built`]);
  });
});

describe('external loads', () => {
  it('finds scripts, styles, icons and CSS urls from other hosts, not links to them', () => {
    const html = '<link rel="stylesheet" href="https://cdn.example.net/x.css"><link rel="alternate" hreflang="en-US" href="https://other.example/"><script src="/static/a.js"></script><img src="//img.example.org/a.png"><a href="https://github.com/AlistGo/alist">repo</a>';
    expect(externalLoads('a.html', html, site)).toEqual(['//img.example.org/a.png', 'https://cdn.example.net/x.css']);
    expect(externalLoads('a.css', '@import "https://fonts.example/x.css"; a{background:url(/bg.png)}', site)).toEqual(['https://fonts.example/x.css']);
  });
});

describe('Markdown twins', () => {
  it('live next to the page', () => {
    expect(markdownTwinOf('/guide/')).toBe('/guide/index.md');
    expect(markdownTwinOf('/faq/error.html')).toBe('/faq/error.md');
  });

  it('compare headings with the page, ignoring code fences and copy-link anchors', () => {
    const html = '<body><h1>Docker</h1><h2 id="a"><a href="#a" class="rp-header-anchor rp-link">#</a>Run <code>docker</code></h2></body>';
    expect(htmlHeadings(html)).toEqual(['Docker', 'Run docker']);
    expect(markdownHeadings('# Docker\n```sh\n# not a heading\n```\n## Run `docker`\n')).toEqual(['Docker', 'Run docker']);
  });

  it('hold every code block of the page, each as often as the page shows it', () => {
    const block = (code: string) => `<pre class="shiki css-variables" data-lang="bash"><code><span class="line"><span>${code}</span></span></code></pre>`;
    const html = `<body>${block('./alist version')}${block('docker exec -it alist ./alist version')}${block('./alist version')}<pre>tool output</pre></body>`;
    const twin = '```bash\n./alist version\n```\n\n```bash\ndocker exec -it alist ./alist version\n```\n';
    expect(missingCodeBlocks(html, twin)).toEqual(['./alist version']);
    expect(missingCodeBlocks(html, `${twin}\n\`\`\`bash\n./alist version\n\`\`\`\n`)).toEqual([]);
    expect(missingCodeBlocks(block('a &lt; b &amp;&amp; c'), '```\na < b && c\n```')).toEqual([]);
  });
});

describe('Content-Security-Policy hashes of inline scripts', () => {
  const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  it('hashes every inline script, in the head and in the body, and no script with src or JSON data', () => {
    const html =
      '<html><head><script>theme()</script><script type="application/json" id="app-scripts">{"s":[]}</script><script defer src="/static/js/a.js"></script></head>' +
      '<body><p>text</p><script>demo("<script>")</script><p>more</p><script type="module">run()</script><p>end</p></body></html>';
    expect(inlineScriptHashes(html)).toEqual([sha('theme()'), sha('demo("<script>")'), sha('run()')]);
    expect(inlineScriptHashes('<html><head></head><body>no scripts</body></html>')).toEqual([]);
  });
});

describe('hosting files for the tool pages', () => {
  const env = { TOKEN_SERVICE_URL: 'https://tokens.example.org', DOCS_ANALYTICS_SCRIPT_1: 'https://stats.example/a.js', DOCS_ICON_FONT_CSS: 'https://cdn.example/i.css' };
  const directive = (policy: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]+)`).exec(policy)?.[1] ?? '';

  it('the tool policy connects to the site, the token service and the provider table only, and names no third party', () => {
    const tool = contentSecurityPolicy(["'sha256-x'"], 'tool', env);
    expect(directive(tool, 'connect-src').split(' ')).toEqual(["'self'", 'https://tokens.example.org', ...upstreamOrigins]);
    expect(tool).not.toMatch(/stats\.example|cdn\.example|'unsafe-eval'/);
    expect(directive(tool, 'script-src')).toBe("'self' 'sha256-x'");
    // Other pages keep the third-party hosts they load from and the open connect-src.
    const strict = contentSecurityPolicy(["'sha256-x'"], 'strict', env);
    expect(directive(strict, 'script-src')).toBe("'self' 'sha256-x' https://stats.example");
    expect(directive(strict, 'connect-src')).toBe("'self' https: http:");
    expect(toolConnectSources({ DOCSEARCH_APP_ID: 'ABC', DOCSEARCH_API_KEY: 'k' })).toContain('https://abc-dsn.algolia.net');
  });

  const pages = [
    { url: '/tool/onedrive/callback.html', policy: 'tool' as const },
    { url: '/tool/', policy: 'tool' as const },
    { url: '/guide/ecosystem.html', policy: 'relaxed' as const },
    { url: '/faq/', policy: 'strict' as const },
  ];
  const policies = { strict: 'S', relaxed: 'R', tool: 'T' };

  it('nginx gets each policy under every $uri the page is sent as (stem; index.html after `index`)', () => {
    const map = cspMap(pages, policies);
    expect(map).toContain('default "S";');
    for (const line of ['/tool/onedrive/callback.html "T";', '/tool/onedrive/callback "T";', '/tool/ "T";', '/tool/index.html "T";', '/guide/ecosystem "R";']) expect(map).toContain(line);
    expect(map).not.toContain('/faq/');
  });

  it('_headers gives the callback stem the tool policy; _redirects serves it in place and redirects the other spellings', () => {
    expect(netlifyHeaders(pages, policies)).toMatch(/\n\/tool\/onedrive\/callback\n {2}Content-Security-Policy: T\n/);
    const redirects = netlifyRedirects(pages.map((p) => p.url)).split('\n');
    expect(redirects).toContain('/tool/onedrive/callback /tool/onedrive/callback.html 200!');
    expect(redirects).toContain('/tool/onedrive/callback/ /tool/onedrive/callback.html 301!');
    expect(redirects).not.toContain('/tool/onedrive/callback /tool/onedrive/callback.html 301!');
    expect(redirects).toContain('/guide/ecosystem /guide/ecosystem.html 301!');
  });
});
