import { describe, expect, it } from 'vitest';
import { countWords, thresholdOf } from '../../scripts/content-report';

describe('content report', () => {
  it('counts Latin words and Chinese characters, not code', () => {
    expect(countWords('Install AList with Docker.\n\n```sh\ndocker run a b c d e f\n```')).toBe(4);
    expect(countWords('在 AList 中添加存储')).toBe(7);
  });

  it('asks more of leaf pages than of section indexes', () => {
    expect(thresholdOf('guide/install/docker.html')).toBe(300);
    expect(thresholdOf('guide/install/')).toBe(150);
  });
});
