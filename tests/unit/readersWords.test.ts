import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chineseReadersWords, englishReadersWords, type ReadersWords } from '../../theme/search/readersWords';

/**
 * Letters and digits with one space between runs: "two-factor" and "two factor" read alike, as the tokenizer reads
 * them. A Latin site word is looked for as whole words, a Chinese one anywhere (Chinese has no spaces).
 */
const words = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;

/** Every page of a language as one text of words. */
function docsText(lang: string): string {
  const root = path.join(import.meta.dirname, '..', '..', 'docs', lang);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => readFileSync(path.join(root, f), 'utf8'))
    .map(words)
    .join('\n');
}

describe.each([
  ['en', englishReadersWords],
  ['zh', chineseReadersWords],
] as [string, ReadersWords][])('readers\' words (%s)', (lang, entries) => {
  it('name a site word that the pages of the language use, for every reader word', () => {
    const text = docsText(lang);
    const missing = entries.flatMap((entry) => entry.site.filter((site) => !text.includes(/\p{Script=Han}/u.test(site) ? words(site).trim() : words(site))).map((site) => `${entry.reader[0]} -> ${site}`));
    expect(missing).toEqual([]);
    for (const entry of entries) expect(entry.reader.length).toBeGreaterThan(0);
  });

  it('list each reader word once', () => {
    const forms = entries.flatMap((entry) => entry.reader.map((r) => r.toLowerCase()));
    expect(forms.filter((f, i) => forms.indexOf(f) !== i)).toEqual([]);
  });
});
