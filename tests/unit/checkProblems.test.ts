import { describe, expect, it } from 'vitest';
import { checkProblems, fragments, parseProblems } from '../../scripts/check-problems';

const table = `| # | Problem | What the reader sees | Main page | Threads |
|---|---|---|---|---|
| 1 | Forgotten password | \`password is incorrect\`; no log | /faq/howto.html | 12 |
| 4 | Listing failure | \`failed get objs: failed to list objs: …\` | /faq/error.html | 10 |`;

describe('check:problems', () => {
  it('reads the summary table', () => {
    expect(parseProblems(table)).toEqual([
      { id: 1, title: 'Forgotten password', strings: ['password is incorrect'], page: '/faq/howto.html' },
      { id: 4, title: 'Listing failure', strings: ['failed get objs: failed to list objs: …'], page: '/faq/error.html' },
    ]);
  });

  it('searches the fixed parts of a message around placeholders', () => {
    expect(fragments('failed get objs: failed to list objs: …')).toEqual(['failed get objs: failed to list objs:']);
    expect(fragments('…open xxx permission denied')).toEqual(['permission denied']);
  });

  it('names the page and locale that lacks the verbatim text', () => {
    const bodies: Record<string, string> = { 'en:faq/howto.html': 'login says `password is incorrect`', 'zh:faq/howto.html': '提示 password is wrong' };
    const gaps = checkProblems(parseProblems(table).slice(0, 1), (lang, route) => bodies[`${lang}:${route}`]);
    expect(gaps).toEqual(['#1 Forgotten password: /zh/faq/howto.html does not quote "password is incorrect"']);
  });
});
