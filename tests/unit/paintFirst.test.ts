import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loaderScript, paintFirst } from '../../plugins/paintFirst';

const page = [
  '<head><meta charset="utf-8"><script>theme()</script>',
  '<link rel="preload" href="/static/js/async/abc.js" as="script">',
  '<script defer src="/static/js/lib-react.1.js"></script>',
  '<script defer src="/static/js/index.2.js"></script>',
  '<meta name="x"></head><body><div id="__rspress_root"></div></body>',
].join('\n');

describe('paint first', () => {
  it('replaces the deferred scripts by preloads and one loader, in their place and order', () => {
    const out = paintFirst(page);
    expect(out).not.toContain('<script defer');
    expect(out).toContain('<link rel="preload" href="/static/js/lib-react.1.js" as="script"><link rel="preload" href="/static/js/index.2.js" as="script"><script>');
    expect(out.indexOf('lib-react.1.js')).toBeGreaterThan(out.indexOf('async/abc.js'));
    expect(out.indexOf('<meta name="x">')).toBeGreaterThan(out.indexOf('index.2.js'));
    expect(paintFirst(out)).toBe(out); // nothing left to do on a second pass
  });

  it('leaves a page without deferred scripts alone', () => {
    expect(paintFirst('<head></head><body></body>')).toBe('<head></head><body></body>');
  });

  it('the loader waits for the parsed page and a painted frame, then adds the scripts in order, not async', () => {
    const added: { src: string; async: boolean }[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      readyState: 'loading',
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (e: { src: string; async: boolean }) => added.push(e) },
    };
    runInNewContext(loaderScript(['/a.js', '/b.js']), { document, requestAnimationFrame: (f: () => void) => frames.push(f), setTimeout: (f: () => void) => timers.push(f) });
    expect(added).toEqual([]);
    listeners.DOMContentLoaded();
    expect(added).toEqual([]);
    frames.shift()?.();
    expect(added).toEqual([]); // still inside the frame: not before it is painted
    timers.shift()?.();
    expect(added).toEqual([{ src: '/a.js', async: false }, { src: '/b.js', async: false }]);
  });
});
