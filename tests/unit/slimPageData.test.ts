import { describe, expect, it } from 'vitest';
import { movedFields, slimPageDataModule } from '../../plugins/engine/slimPageData';

const engineModule = (pages: object[]) => `export const pageData = ${JSON.stringify({ pages }, null, 2)};
          export const searchIndexHash = ${JSON.stringify({ '###en': 'abc' }, null, 2)};`;

describe('slim page data', () => {
  const page = { title: 'Docker', routePath: '/guide/install/docker', lang: 'en', version: '', _relativePath: 'en/guide/install/docker.md', readingMinutes: 4, contributors: [{ name: 'A' }], lastUpdatedTime: '1/1/2026' };

  it('empties the web bundle copy of the page list and keeps the module valid', () => {
    const out = slimPageDataModule(engineModule([page, { ...page, routePath: '/zh/guide/install/docker', lang: 'zh' }]));
    const json = /export const pageData = (\{.*\});/.exec(out)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({ pages: [] });
    expect(out).toContain('export const searchIndexHash = ');
    expect(out).not.toContain('readingMinutes');
  });

  it('moves every other field into the page meta, never the source text or absolute path', () => {
    expect(movedFields({ ...page, _filepath: '/abs/docker.md', content: 'text', _flattenContent: 'x' })).toEqual({
      title: 'Docker',
      routePath: '/guide/install/docker',
      lang: 'en',
      version: '',
      _relativePath: 'en/guide/install/docker.md',
      readingMinutes: 4,
      contributors: [{ name: 'A' }],
      lastUpdatedTime: '1/1/2026',
    });
  });

  it('names the plugin when the engine changes the module shape', () => {
    expect(() => slimPageDataModule('export default {}')).toThrow(/slimPageData\.ts/);
  });
});
