import { describe, expect, it } from 'vitest';
import { canonicalHref, canonicalOfRoute, resolvePath } from '../../theme/canonicalPath';

const routes = ['/', '/pricing', '/guide/', '/guide/install/', '/guide/install/docker', '/guide/drivers/Crypt', '/zh/', '/zh/guide/install/docker'];

describe('canonical URL rule', () => {
  it('writes index pages with a trailing slash and other pages with .html', () => {
    expect(canonicalOfRoute('/guide/install/')).toBe('/guide/install/');
    expect(canonicalOfRoute('/guide/install/index')).toBe('/guide/install/');
    expect(canonicalOfRoute('/guide/install/docker')).toBe('/guide/install/docker.html');
    expect(canonicalOfRoute('/')).toBe('/');
  });

  it('rewrites engine hrefs to index.html into the folder form, keeping hash and query', () => {
    expect(canonicalHref('/zh/guide/index.html')).toBe('/zh/guide/');
    expect(canonicalHref('/index.html#top')).toBe('/#top');
    expect(canonicalHref('/guide/reindex.html')).toBe('/guide/reindex.html');
    expect(canonicalHref('https://example.com/index.html')).toBe('https://example.com/index.html');
  });
});

describe('resolvePath', () => {
  it('keeps a canonical path', () => {
    expect(resolvePath('/guide/install/docker.html', routes)).toEqual({ kind: 'exact' });
    expect(resolvePath('/guide/install/', routes)).toEqual({ kind: 'exact' });
  });

  it('redirects a slash after .html to the page', () => {
    expect(resolvePath('/guide/install/docker.html/', routes)).toEqual({ kind: 'redirect', to: '/guide/install/docker.html' });
    expect(resolvePath('/guide/install/index.html/', routes)).toEqual({ kind: 'redirect', to: '/guide/install/' });
    expect(resolvePath('/index.html', routes)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('redirects case, missing .html and trailing slash variants to the canonical path', () => {
    expect(resolvePath('/pricing', routes)).toEqual({ kind: 'redirect', to: '/pricing.html' });
    expect(resolvePath('/GUIDE/Install/Docker', routes)).toEqual({ kind: 'redirect', to: '/guide/install/docker.html' });
    expect(resolvePath('/guide/install/docker/', routes)).toEqual({ kind: 'redirect', to: '/guide/install/docker.html' });
    expect(resolvePath('/guide/install', routes)).toEqual({ kind: 'redirect', to: '/guide/install/' });
    expect(resolvePath('/guide/install/index.html', routes)).toEqual({ kind: 'redirect', to: '/guide/install/' });
    expect(resolvePath('/guide/drivers/crypt', routes)).toEqual({ kind: 'redirect', to: '/guide/drivers/Crypt.html' });
    expect(resolvePath('/ZH/Guide/Install/Docker.HTML', routes)).toEqual({ kind: 'redirect', to: '/zh/guide/install/docker.html' });
  });

  it('reports unknown paths as not found', () => {
    expect(resolvePath('/guide/nothing-here', routes)).toEqual({ kind: 'notFound' });
    expect(resolvePath('/zh/pricing', routes)).toEqual({ kind: 'notFound' });
  });
});
