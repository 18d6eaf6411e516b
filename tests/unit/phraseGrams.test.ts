import { describe, expect, it } from 'vitest';
import { keptGrams, MIN_FILTER_LENGTH, phraseHaystack, queryGrams } from '../../theme/search/phraseGrams';

const text = phraseHaystack(
  'Install › Docker compose',
  'Run docker-compose up -d; reinstalling keeps /opt/alist/data. 在 AList 前面加一层反向代理，就能用上域名和 HTTPS。 Emoji 🚀 rocket, x_storages.mount_path: UNIQUE constraint failed',
);

describe('phrase grams', () => {
  it('keeps, for every substring of a text, only grams the text keeps (so the filter never rules out a match)', () => {
    const kept = new Set(keptGrams(text));
    let checked = 0;
    for (let start = 0; start < text.length; start++) {
      for (let end = start + MIN_FILTER_LENGTH; end <= Math.min(text.length, start + 40); end++) {
        // Substrings cut inside words, inside a surrogate pair and across punctuation and scripts.
        for (const gram of queryGrams(text.slice(start, end))) expect(kept.has(gram), JSON.stringify(text.slice(start, end))).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });
  it('rules out a text that lacks the query', () => {
    const kept = new Set(keptGrams(text));
    expect(queryGrams('docker compose down').some((g) => !kept.has(g))).toBe(true);
    expect(queryGrams('webdav 上传文件').some((g) => !kept.has(g))).toBe(true);
  });
  it('keeps nothing of a query too short to have a whole window', () => {
    expect(queryGrams('x'.repeat(MIN_FILTER_LENGTH - 1))).toEqual([]);
    expect(queryGrams('x'.repeat(MIN_FILTER_LENGTH))).toHaveLength(1);
  });
});
