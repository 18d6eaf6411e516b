import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOADER_SCRIPT, paintFirst, scriptsOfPage } from '../../plugins/engine/paintFirst';

const page = [
  '<head><meta charset="utf-8"><script>theme()</script>',
  '<link href="/static/css/styles.1.css" rel="stylesheet">',
  '<link rel="preload" href="/static/js/async/abc.js" as="script">',
  '<script defer src="/static/js/lib-react.1.js"></script>',
  '<script defer src="/static/js/index.2.js"></script>',
  '<meta name="x"></head><body><div id="__rspress_root"></div></body>',
].join('\n');

describe('paint first', () => {
  it('replaces the deferred scripts and the chunk preload by one loader, in their place', () => {
    const out = paintFirst(page);
    expect(out).not.toContain('<script defer');
    expect(out).not.toContain('rel="preload"');
    expect(out.startsWith('<head><meta charset="utf-8"><script>theme()</script>\n<link href="/static/css/styles.1.css" rel="stylesheet">\n<script type="application/json" id="app-scripts">{"p":["/static/js/async/abc.js"],"s":["/static/js/lib-react.1.js","/static/js/index.2.js"]}</script><script>(function(){')).toBe(true);
    // The same loader on every page: one hash in the Content-Security-Policy.
    expect(out).toContain(`<script>${LOADER_SCRIPT}</script>`);
    expect(out).toContain('<meta name="x"></head>');
    expect(paintFirst(out)).toBe(out); // nothing left to do on a second pass
  });

  it("preloads every chunk of the page's route, the page's own first, each once", () => {
    const out = paintFirst(page, { scripts: ['/static/js/async/shared.js', '/static/js/async/abc.js', '/static/js/async/sidebar.js'], styles: [] });
    expect(out).toContain('{"p":["/static/js/async/abc.js","/static/js/async/shared.js","/static/js/async/sidebar.js"],"s":');
    expect(scriptsOfPage(out)).toContain('/static/js/async/sidebar.js');
  });

  it("links the route's stylesheets right after the main one, before the first paint", () => {
    const out = paintFirst(page, { scripts: ['/static/js/async/abc.js'], styles: ['/static/css/async/tools.1.css', '/static/css/async/rich.2.css'] });
    expect(out).toContain('<link href="/static/css/styles.1.css" rel="stylesheet"><link href="/static/css/async/tools.1.css" rel="stylesheet"><link href="/static/css/async/rich.2.css" rel="stylesheet">\n<script type="application/json"');
    expect(paintFirst(out)).toBe(out);
    // The page's own route row, for the app before the route table arrives (theme/routeTable.ts).
    const withRow = paintFirst(page, { scripts: ['/static/js/async/abc.js'], styles: [], row: ['/guide/', 1, ['abc', '79'], 'kB'] });
    expect(withRow).toContain('"r":["/guide/",1,["abc","79"],"kB"]}</script>');
    expect(paintFirst(page, { scripts: [], styles: [] })).not.toContain('"r":');
    // And the hashes of the chunks its chunks load by code, when there are any.
    expect(paintFirst(page, { scripts: ['/static/js/async/abc.js'], styles: [], loadedHashes: { q9: 'abcdef' } })).toContain('"h":{"q9":"abcdef"}}</script>');
    expect(paintFirst(page, { scripts: ['/static/js/async/abc.js'], styles: [], loadedHashes: {} })).not.toContain('"h":');
    expect(() => paintFirst(page.replace('<link href="/static/css/styles.1.css" rel="stylesheet">', ''), { scripts: [], styles: ['/static/css/async/tools.1.css'] })).toThrow(/links no main stylesheet/);
  });

  it('reads every script a page loads back, before and after the rewrite', () => {
    const all = ['/static/js/lib-react.1.js', '/static/js/index.2.js', '/static/js/async/abc.js'].sort();
    expect(scriptsOfPage(page).sort()).toEqual(all);
    expect(scriptsOfPage(paintFirst(page)).sort()).toEqual(all);
  });

  it('leaves a page without deferred scripts alone', () => {
    expect(paintFirst('<head></head><body></body>')).toBe('<head></head><body></body>');
  });

  it('the loader waits for the parsed page and a painted frame, then preloads the chunk and adds the scripts in order', () => {
    const added: { tag: string; src?: string; href?: string; async?: boolean; rel?: string }[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      readyState: 'loading',
      getElementById: (id: string) => (id === 'app-scripts' ? { textContent: JSON.stringify({ p: ['/c.js'], s: ['/a.js', '/b.js'] }) } : null),
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (e: (typeof added)[number]) => added.push(e) },
    };
    runInNewContext(LOADER_SCRIPT, { document, requestAnimationFrame: (f: () => void) => frames.push(f), setTimeout: (f: () => void) => timers.push(f) });
    expect(added).toEqual([]);
    listeners.DOMContentLoaded();
    expect(added).toEqual([]);
    frames.shift()?.();
    expect(added).toEqual([]); // still inside the frame: not before it is painted
    timers.shift()?.();
    expect(added).toEqual([
      { tag: 'link', rel: 'preload', as: 'script', href: '/c.js' },
      { tag: 'script', src: '/a.js', async: false },
      { tag: 'script', src: '/b.js', async: false },
    ]);
  });
});
