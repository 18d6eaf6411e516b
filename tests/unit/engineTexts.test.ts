import { describe, expect, it } from 'vitest';
import { droppedTextsNamedIn, UNUSED_ENGINE_TEXTS, withoutUnusedTexts } from '../../plugins/engine/engineTexts';

describe("the engine's texts in the browser build", () => {
  const module = `export default ${JSON.stringify({ outlineTitle: { en: 'ON THIS PAGE', zh: '目录' }, notFoundText: { en: 'PAGE NOT FOUND', zh: '页面未找到' }, 'overview.filterNameText': { en: 'Filter', zh: '筛选' } }, null, 2)}\n`;

  it('keeps the texts the site shows and drops the others', () => {
    expect(withoutUnusedTexts(module)).toBe('export default {"outlineTitle":{"en":"ON THIS PAGE","zh":"目录"}};');
  });

  it('names the engine module when its shape changes', () => {
    expect(() => withoutUnusedTexts('const texts = {}; export { texts };')).toThrow(/virtual-i18n-text module has an unknown shape; check plugins\/engine\/engineTexts\.ts/);
  });

  it('finds a script that reads a dropped text, in any quotes', () => {
    expect(droppedTextsNamedIn('t("outlineTitle");t("notFoundText")')).toEqual(['notFoundText']);
    expect(droppedTextsNamedIn("t('promptCopyText')+t(`openInText`)")).toEqual(['openInText', 'promptCopyText']);
    expect(droppedTextsNamedIn('{notFoundText:1}')).toEqual([]); // an object key is no read
    expect(UNUSED_ENGINE_TEXTS).not.toContain('outlineTitle');
  });
});
