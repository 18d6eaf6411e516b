// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrowserRouter, resolveTo, useLocation, useNavigate, useSearchParams, type Location, type NavigateFunction } from '../../theme/shims/router';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('router stand-in: resolveTo', () => {
  const from = { pathname: '/guide/install/docker.html', search: '?a=1' };
  it('keeps absolute paths with their query and hash', () => {
    expect(resolveTo('/zh/guide/install/docker.html#run', from)).toBe('/zh/guide/install/docker.html#run');
    expect(resolveTo('/search?q=x', from)).toBe('/search?q=x');
  });
  it('reads a bare hash or query against the current page, as a link would', () => {
    expect(resolveTo('#ports', from)).toBe('/guide/install/docker.html?a=1#ports');
    expect(resolveTo('?b=2', from)).toBe('/guide/install/docker.html?b=2');
    expect(resolveTo({ search: '?b=2' }, from)).toBe('/guide/install/docker.html?b=2');
    expect(resolveTo({ hash: '#x' }, from)).toBe('/guide/install/docker.html?a=1#x');
  });
  it('reads relative paths against the current page and leaves other origins whole', () => {
    expect(resolveTo('manual.html', from)).toBe('/guide/install/manual.html');
    expect(resolveTo('https://github.com/AlistGo/alist', from)).toBe('https://github.com/AlistGo/alist');
  });
});

describe('router stand-in: BrowserRouter', () => {
  let container: HTMLDivElement;
  let root: ReturnType<typeof createRoot>;
  let seen: Location[];
  let navigate: NavigateFunction;
  let setParams: ReturnType<typeof useSearchParams>[1];

  function Probe() {
    seen.push(useLocation());
    navigate = useNavigate();
    setParams = useSearchParams()[1];
    return null;
  }

  beforeEach(async () => {
    window.history.replaceState(null, '', '/guide/');
    seen = [];
    container = document.createElement('div');
    root = createRoot(container);
    await act(async () => root.render(createElement(BrowserRouter, { useTransitions: false }, createElement(Probe))));
  });
  afterEach(() => act(async () => root.unmount()));

  const last = () => seen[seen.length - 1];

  it('starts at the document location and numbers the first history entry', () => {
    expect(last()).toMatchObject({ pathname: '/guide/', search: '', hash: '', state: null, key: 'default' });
    expect(window.history.state).toMatchObject({ idx: 0 });
  });

  it('pushes entries with state and a new key, replaces in place, and gives each entry a new location object', async () => {
    await act(async () => navigate('/guide/install/docker.html#run', { state: { from: 'test' } }));
    expect(window.location.pathname).toBe('/guide/install/docker.html');
    expect(last()).toMatchObject({ pathname: '/guide/install/docker.html', hash: '#run', state: { from: 'test' } });
    expect(window.history.state).toMatchObject({ usr: { from: 'test' }, idx: 1 });
    const pushed = last();
    expect(pushed.key).not.toBe('default');

    await act(async () => navigate('/zh/guide/install/docker.html', { replace: true }));
    expect(window.history.state).toMatchObject({ idx: 1, usr: null });
    expect(last().pathname).toBe('/zh/guide/install/docker.html');
    expect(last()).not.toBe(pushed);

    await act(async () => setParams({ q: 'docker' }));
    expect(last()).toMatchObject({ pathname: '/zh/guide/install/docker.html', search: '?q=docker' });
  });

  it('follows back and forward (popstate)', async () => {
    await act(async () => navigate('/a.html'));
    await act(async () => navigate('/b.html'));
    await act(async () => {
      window.history.replaceState({ usr: null, key: 'k', idx: 1 }, '', '/a.html');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(last()).toMatchObject({ pathname: '/a.html', key: 'k' });
  });

  it('refuses a base path it would not apply, naming it', () => {
    const lone = createRoot(document.createElement('div'));
    expect(() => act(() => lone.render(createElement(BrowserRouter, { basename: '/docs' })))).toThrow(/base "\/docs"/);
  });

  it('names the missing router when a hook is used outside it', () => {
    const lone = createRoot(document.createElement('div'));
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => {
      errors.push(e.error);
      e.preventDefault();
    };
    window.addEventListener('error', onError);
    expect(() => act(() => lone.render(createElement(function Alone() {
      useLocation();
      return null;
    })))).toThrow(/inside <BrowserRouter>/);
    window.removeEventListener('error', onError);
  });
});
