import { describe, expect, it } from 'vitest';
import { loadPages } from '../../site/pages';
import { loadRealQuestions, parseRealQuestions } from '../search/realQuestions';

const questions = loadRealQuestions();
const routes = (lang: 'en' | 'zh') => new Set(loadPages(lang).map((p) => `/${p.route}`));
const hasCjk = (s: string) => /[\u3400-\u9fff]/.test(s);

describe('real reader questions (tests/search/realQuestions.json)', () => {
  it('has at least 200 questions, at least half of them Chinese', () => {
    expect(questions.length).toBeGreaterThanOrEqual(200);
    const zh = questions.filter((q) => q.lang === 'zh');
    expect(zh.length * 2).toBeGreaterThanOrEqual(questions.length);
    // "zh" means a reader of the Chinese site; most of them wrote Chinese text, not only a pasted English error.
    expect(zh.filter((q) => hasCjk(q.q)).length * 2).toBeGreaterThanOrEqual(zh.length);
  });

  it('mixes pasted errors, sentences and short word queries', () => {
    for (const kind of ['error', 'sentence', 'words'] as const) {
      expect(questions.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(questions.length / 5);
    }
  });

  it('has no duplicate question', () => {
    const seen = new Set<string>();
    const dupes = questions.map((q) => q.q).filter((q) => (seen.has(q) ? true : (seen.add(q), false)));
    expect(dupes).toEqual([]);
  });

  it('expects only pages that exist in docs/en and in docs/zh', () => {
    const en = routes('en');
    const zh = routes('zh');
    const missing = questions.flatMap((q) => q.expect.filter((p) => !en.has(p) || !zh.has(p)).map((p) => `${p} (${q.q})`));
    expect(missing).toEqual([]);
  });

  it('links every question to a public https thread', () => {
    for (const q of questions) expect(new URL(q.source).protocol, q.q).toBe('https:');
  });

  it('rejects malformed entries with the entry and field named', () => {
    const good = { q: 'webdav 403', lang: 'zh', kind: 'words', source: 'https://github.com/AlistGo/alist/issues/1', expect: ['/guide/webdav.html'], answered: true };
    expect(parseRealQuestions([good])).toHaveLength(1);
    expect(() => parseRealQuestions([{ ...good, source: 'http://example.com/x' }])).toThrow(/entry 0 "webdav 403": source/);
    expect(() => parseRealQuestions([{ ...good, expect: ['/zh/guide/webdav.html'] }])).toThrow(/expect\.0/);
    expect(() => parseRealQuestions([{ ...good, expect: ['/guide/webdav'] }])).toThrow(/expect\.0/);
    expect(() => parseRealQuestions([{ ...good, answered: false }])).toThrow(/gap/);
    expect(() => parseRealQuestions([{ ...good, gap: 'x' }])).toThrow(/gap/);
    expect(() => parseRealQuestions([{ ...good, fixedIn: '3.1' }])).toThrow(/fixedIn/);
    expect(() => parseRealQuestions([{ ...good, extra: 1 }])).toThrow(/entry 0/);
  });
});
