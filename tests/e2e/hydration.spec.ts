import { expect, test } from './fixtures';

/**
 * A first load renders the page once, in hydration. A second render of the layout, the sidebar or the
 * article costs a phone as much as hydration itself, in one task it cannot split (plugins/engine/hydrateOnce.ts,
 * theme/hooks/useToc.ts). React keeps an element's current props on the element (`__reactProps$…`) and
 * replaces that object whenever the element's component renders again, so the test records each
 * element's first props object (through the hook React calls after every commit, as its developer
 * tools do: the article, inside the engine's Suspense boundary, hydrates in a pass of its own) and
 * compares them once the page has settled.
 */

/*
 * The parts the whole-page renders went through, and the outline and the mobile menu bar: a page opened
 * at its top is in its first section from the build on (theme/hooks/useToc.ts). Not watched: the article,
 * which sits in the engine's Suspense boundary: React hydrates that boundary in passes of its own and
 * restarts one that a higher-priority update interrupts, so its props objects can change during
 * hydration itself.
 */
const WATCHED = {
  layout: '.rp-doc.rspress-doc',
  sidebar: '.rp-doc-layout__sidebar a.rp-sidebar-item',
  navbar: '.rp-nav__title__link',
  breadcrumbs: '.doc-header',
  outline: '.rp-doc-layout__outline a.rp-toc-item',
  menuBar: '.rp-sidebar-menu__right',
};

/*
 * A home page's hero and features are served HTML on a first load (theme/home/staticHomeParts.tsx): React holds only
 * the wrapper around them, which must not render again; nothing inside it is React's to render.
 */
const WATCHED_HOME = { navbar: '.rp-nav__title__link', homeParts: '[data-home-part="top"]', content: '.home-content' };

const HOME_PAGES = ['/', '/zh/'];
const pages = ['/guide/install/docker.html', '/zh/guide/drivers/s3.html', '/config/configuration.html', '/guide/api/fs.html', '/tool/onedrive/request.html', ...HOME_PAGES];

for (const path of pages) {
  const home = HOME_PAGES.includes(path);
  test(`after hydration nothing renders the page again (${path})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript((watched: Record<string, string>) => {
      const w = window as unknown as { __commits: number; __atHydration: Record<string, unknown>; __watched: Record<string, Element | null> };
      w.__commits = 0;
      const propsOf = (el: Element | null) => {
        if (!el) return undefined;
        const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
        return key ? (el as unknown as Record<string, unknown>)[key] : undefined;
      };
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: () => {
          w.__commits += 1;
          w.__watched ??= {};
          w.__atHydration ??= {};
          for (const [name, selector] of Object.entries(watched)) {
            if (w.__atHydration[name] !== undefined) continue;
            const el = document.querySelector(selector);
            const props = propsOf(el);
            if (props === undefined) continue;
            w.__watched[name] = el;
            w.__atHydration[name] = props;
          }
        },
      };
    }, home ? WATCHED_HOME : WATCHED);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const result = await page.evaluate(() => {
      const w = window as unknown as { __commits: number; __atHydration: Record<string, unknown>; __watched: Record<string, Element | null> };
      const out: Record<string, string> = {};
      for (const [name, el] of Object.entries(w.__watched ?? {})) {
        if (!el) continue;
        const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
        const now = key ? (el as unknown as Record<string, unknown>)[key] : undefined;
        out[name] = !el.isConnected ? 'replaced' : now === undefined ? 'not hydrated' : now === w.__atHydration[name] ? 'same' : 'rendered again';
      }
      return { commits: w.__commits, out };
    });
    expect(result.commits, 'React reported no commit (is the devtools hook still read?)').toBeGreaterThan(0);
    // Each watched part that the page has must still carry the props of the hydration render.
    const expected = Object.fromEntries(Object.keys(result.out).map((name) => [name, 'same']));
    expect(result.out).toEqual(expected);
    expect(Object.keys(result.out)).toEqual(expect.arrayContaining(home ? ['navbar', 'homeParts', 'content'] : ['layout', 'navbar']));
    if (home) {
      const reactOwned = await page.locator('.rp-home-hero a, .rp-home-feature__card').evaluateAll((els) => els.filter((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))).length);
      expect(reactOwned, 'hero and features are the served HTML').toBe(0);
    }
  });
}
