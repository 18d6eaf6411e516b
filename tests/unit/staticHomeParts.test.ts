// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The engine's hooks are only called when the served parts render, which these cases do not.
vi.mock('@rspress/core/runtime', () => ({ useFrontmatter: () => ({ frontmatter: {} }) }));
vi.mock('@rspress/core/theme', () => ({ useLinkNavigate: () => () => undefined }));

/** The module keeps what it read in module state: a fresh copy per case. */
async function fresh() {
  vi.resetModules();
  const slot = await import('../../theme/home/homeParts');
  const parts = await import('../../theme/home/staticHomeParts');
  return { slot, parts };
}

const served = '<main><div class="home-part" data-home-part="top"><div class="rp-home-hero">AList</div></div><div class="home-content"></div><div class="home-part" data-home-part="bottom"><footer>MIT</footer></div></main>';

describe('home parts on a first load', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('data-hydrated');
    window.history.replaceState(null, '', '/zh/');
    document.body.innerHTML = served;
  });

  it('takes the served parts on the first load of this very home page, without loading the engine\'s', async () => {
    const { slot, parts } = await fresh();
    const load = vi.fn(async () => undefined);
    await parts.homeParts('/zh/', load);
    expect(load).not.toHaveBeenCalled();
    expect(slot.engineHomeLayoutOrThrow().name).toBe('ServedHomeParts');
  });

  it("loads the engine's after hydration, for another page, or when the page holds no parts", async () => {
    const cases: [string, () => void][] = [
      ['/zh/', () => document.documentElement.setAttribute('data-hydrated', '')],
      ['/', () => undefined],
      ['/zh/', () => void (document.body.innerHTML = '<main></main>')],
    ];
    for (const [route, arrange] of cases) {
      arrange();
      const { slot, parts } = await fresh();
      const load = vi.fn(async () => undefined);
      await parts.homeParts(route, load);
      expect(load, route).toHaveBeenCalledOnce();
      expect(() => slot.engineHomeLayoutOrThrow()).toThrow(/home layout in place/);
    }
  });
});
