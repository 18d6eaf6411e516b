import { describe, expect, it } from 'vitest';
import { checkVersionMentions, claimOf, isRelease, itemClaims, itemsNamed, versionMentions, type History } from '../../scripts/versionMentions';

const item = (first: string, last = 'v3.63.0', changes: History['items']['drivers'][string]['changes'] = []) => ({ first, last, changes });
/** A small history in the shape of reference/history.json. */
const history: History = {
  tags: ['v3.0.1', 'v3.7.1', 'v3.11.0', 'v3.24.0', 'v3.25.1', 'v3.30.0', 'v3.41.0', 'v3.42.0', 'v3.43.0', 'v3.44.0', 'v3.63.0'],
  items: {
    drivers: { '115 Open': item('v3.43.0'), Alias: item('v3.7.1'), UrlTree: item('v3.7.1'), Thunder: item('v3.7.1') },
    driver_options: { 'Alias.writable': item('v3.44.0'), 'UrlTree.writable': item('v3.42.0'), 'Alias.paths': item('v3.7.1'), 'Alias.old': item('v3.7.1', 'v3.41.0') },
    config: { 'ftp.enable': item('v3.41.0'), 'ftp.listen': item('v3.41.0'), site_url: item('v3.0.1') },
    settings: { sign_all: item('v3.0.1', 'v3.63.0', [{ tag: 'v3.11.0', field: 'default', from: 'true', to: 'false' }, { tag: 'v3.30.0', field: 'default', from: 'false', to: 'true' }]) },
    api_routes: { 'GET /api/task/copy/undone': item('v3.41.0'), 'POST /api/task/decompress/retry': item('v3.42.0'), 'POST /api/me/sshkey/add': item('v3.42.0') },
  },
};

describe('versionMentions', () => {
  it('finds release numbers with their line, but not pre-releases, longer numbers or licence versions', () => {
    const text = 'Use v3.42.0 or the v3.41 line.\nNot v3.0.0-rc.1, not 1v3.5.0, not av3.1.0, not GNU General Public License v3.0.\nAlso v3.25.0+';
    expect(versionMentions(text).map((m) => [m.line, m.version])).toEqual([[1, 'v3.42.0'], [1, 'v3.41'], [3, 'v3.25.0']]);
  });

  it('accepts tags and release lines that have a tag, nothing else', () => {
    expect(isRelease('v3.25.1', history.tags)).toBe(true);
    expect(isRelease('v3.25', history.tags)).toBe(true);
    expect(isRelease('v3.25.0', history.tags)).toBe(false);
    expect(isRelease('v3.26', history.tags)).toBe(false);
    expect(isRelease('v3.4', history.tags)).toBe(false);
  });

  it('reads what the words around a number claim, in both languages', () => {
    expect(claimOf('the driver (since ', ')')).toBe('first');
    expect(claimOf('`x` <Since v="', '" />')).toBe('first');
    expect(claimOf('in AList ', '+ with')).toBe('first');
    expect(claimOf('从 ', ' 起，')).toBe('first');
    expect(claimOf('`x`（', ' 新增）')).toBe('first');
    // A value added to the item is no claim about the item's arrival.
    expect(claimOf('`video_types` 在 ', ' 加入了 `m3u8`')).toBeUndefined();
    expect(claimOf('it was removed in ', '.')).toBe('removed');
    expect(claimOf('up to ', ' it printed')).toBe('last');
    expect(claimOf('`x`（', ' 起）')).toBe('first');
    expect(claimOf('`x` ', ' 及以后可用')).toBe('first');
    expect(claimOf('`x` in ', ' and older')).toBe('last');
    expect(claimOf('`x` 在 ', ' 及以前')).toBe('last');
    expect(claimOf('fixed in ', '.')).toBeUndefined();
    expect(claimOf('before ', '.')).toBeUndefined();
  });

  it('names items by route, route group, config section, setting, driver and the page driver\'s option', () => {
    expect(itemsNamed('POST /api/me/sshkey/add', history).map((c) => c.first)).toEqual(['v3.42.0']);
    expect(itemsNamed('/api/task/*', history)).toMatchObject([{ kind: 'api_routes', first: 'v3.41.0' }]);
    expect(itemsNamed('ftp', history)).toMatchObject([{ kind: 'config', first: 'v3.41.0' }]);
    expect(itemsNamed('writable', history, ['Alias']).map((c) => c.name)).toEqual(['Alias.writable']);
    expect(itemsNamed('writable', history).map((c) => c.name)).toEqual(['Alias.writable', 'UrlTree.writable']);
    expect(itemsNamed('internal/fs/copy.go', history)).toEqual([]);
  });
});

describe('itemClaims', () => {
  it('passes claims that agree with history.json and flags those that do not, with line and number', () => {
    const page = [
      'The `115 Open` driver (since v3.43.0) needs a token.',
      'The `115 Open` driver (since v3.42.0) needs a token.',
      'With `writable` on (since v3.44.0), AList edits the tree.',
      'Keys `ftp.enable` <Since v="v3.42.0" /> and more.',
    ].join('\n');
    const claims = itemClaims(page, history, ['Alias']);
    expect(claims.map((c) => [c.line, c.subject, !!c.problem])).toEqual([[1, '115 Open', false], [2, '115 Open', true], [3, 'writable', false], [4, 'ftp.enable', true]]);
    expect(claims[1].problem).toContain('v3.43.0');
  });

  it('reports as ambiguous what it cannot tell, instead of guessing', () => {
    const claims = itemClaims(
      [
        'With `writable` on (since v3.44.0), AList edits the tree.',
        '| `Thunder` | the Thunder cloud (since v3.42.0) |',
        'The option `paths` is older than every tag we read (since v3.0.1).',
        '`POST /api/me/sshkey/add` is an old route that keeps working for everyone, and since v3.11.0 it also logs.',
      ].join('\n'),
      history,
    );
    expect(claims.map((c) => [c.line, !!c.ambiguous, !!c.problem])).toEqual([[1, true, false], [2, true, false], [3, true, false], [4, true, false]]);
  });

  it('dates a change of default by the change, not by the arrival', () => {
    for (const text of ['`sign_all` is on again (it had been off since v3.11.0).', '`sign_all` 自 v3.11.0 起默认关闭。']) {
      const [claim] = itemClaims(text, history);
      expect([claim.claim, claim.problem, claim.ambiguous]).toEqual(['changed', undefined, undefined]);
    }
    expect(itemClaims('`sign_all` has been off by default since v3.24.0.', history)[0].problem).toContain('v3.0.1 or v3.11.0 or v3.30.0');
  });

  it('checks "removed in" and "up to" against the last release', () => {
    const page = 'The option `old` (removed in v3.42.0) is gone.\nThe option `old` (removed in v3.43.0) is gone.\nThe option `old` (up to v3.41.0) existed.';
    expect(itemClaims(page, history, ['Alias']).map((c) => !!c.problem)).toEqual([false, true, false]);
  });

  it('dates a driver page\'s "AList v3.N+" by the page\'s drivers', () => {
    expect(itemClaims('description: "Mount 115 in AList v3.43+"', history, ['115 Open'])[0].problem).toBeUndefined();
    expect(itemClaims('description: "Mount 115 in AList v3.42+"', history, ['115 Open'])[0].problem).toContain('v3.43.0');
  });
});

describe('checkVersionMentions', () => {
  it('counts every mention and names page, line and number of each wrong one', () => {
    const report = checkVersionMentions(
      [
        { path: 'docs/en/a.md', text: 'Since v3.25.0 passwords are hashed.\nv3.24.0 printed it.' },
        { path: 'data/drivers/json/x.json', text: '{\n  "since": "v3.26.0"\n}', drivers: ['Alias'] },
      ],
      history,
    );
    expect(report.mentions).toBe(3);
    expect(report.problems).toEqual([
      'docs/en/a.md:1: v3.25.0 is not a v3 release tag (history.json tags)',
      'data/drivers/json/x.json:2: v3.26.0 is not a v3 release tag (history.json tags)',
    ]);
  });
});
