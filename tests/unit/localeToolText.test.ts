import { describe, expect, it } from 'vitest';
import { langOfPagePath } from '../../plugins/pageLang';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { TOOL_TEXT_PARTS, toolTextModule, withToolText, type ToolTextPart } from '../../plugins/localeToolText';

const root = path.join(import.meta.dirname, '..', '..');
const toolsDir = path.join(root, 'components', 'tools');

/** The sections (top-level keys) of a part, from its English module. */
async function sectionsOf(part: ToolTextPart): Promise<string[]> {
  const mod = (await import(toolTextModule(part, 'en'))) as Record<string, object>;
  return Object.keys(Object.values(mod)[0]);
}

/** A tool component's module and every local module it imports, statically or with import(). */
function moduleClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = path.resolve(path.dirname(file), spec);
      const found = ['', '.ts', '.tsx'].map((ext) => base + ext).find((f) => statSync(f, { throwIfNoEntry: false })?.isFile());
      if (found && /\.tsx?$/.test(found)) visit(found);
    }
  };
  visit(entry);
  return [...seen];
}

describe("tool strings in the page's language, only the parts its tools read", () => {
  // First: the other tests load every English part.
  it("merges the loaded parts; a section missing in a language comes from the other; one in neither is an error naming it", async () => {
    const { toolTextOf } = await import('../../site/text/tools');
    const { coreTextEn } = await import('../../site/text/tools/core.en');
    const { coreTextZh } = await import('../../site/text/tools/core.zh');
    const { pan115TextEn } = await import('../../site/text/tools/pan115.en');
    expect(toolTextOf('zh').loading).toBe(coreTextZh.loading);
    expect(toolTextOf('en').loading).toBe(coreTextEn.loading);
    // Only the English 115 part has run: a Chinese render (the engine's first render after a navigation) reads it.
    expect(toolTextOf('zh').pan115).toBe(pan115TextEn.pan115);
    expect(toolTextOf('en')).toBe(toolTextOf('en'));
    expect(() => toolTextOf('en').wopan).toThrow(/"wopan".*TOOL_TEXT_PARTS/);
    const { wopanTextZh } = await import('../../site/text/tools/wopan.zh');
    expect(toolTextOf('en').wopan).toBe(wopanTextZh.wopan);
  });
  it('imports the parts of the tools a page shows, in its language, before the page', () => {
    const page = `import { OAuthCallback } from '@components/tools/OAuthCallback';\nexport default function MDXContent() {}`;
    const lines = withToolText(page, 'zh').split('\n');
    expect(lines.slice(0, 3).map((l) => /tools[\\/](\w+)\.(\w+)\.ts";$/.exec(l)?.slice(1).join('.'))).toEqual(['core.zh', 'request.zh', 'callback.zh']);
    expect(withToolText(page, 'zh').endsWith(page)).toBe(true);
    const pan = `import { Pan115Token } from "../../../components/tools/Pan115Token";\nexport default function MDXContent() {}`;
    expect(withToolText(pan, 'en').split('\n').filter((l) => l.startsWith('import "')).map((l) => /tools[\\/](\w+)\.en\.ts/.exec(l)![1])).toEqual(['core', 'pan115']);
    expect(withToolText(`import { Since } from '@components/Since';`, 'zh')).toBe(`import { Since } from '@components/Since';`);
  });

  it('refuses a page that shows a tool the list does not know', () => {
    expect(() => withToolText(`import { NewTool } from '@components/tools/NewTool';`, 'en')).toThrow(/components\/tools\/NewTool.*TOOL_TEXT_PARTS/);
  });

  it('lists every tool a page imports', () => {
    const imported = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.mdx?$/.test(name)) for (const [, tool] of readFileSync(file, 'utf8').matchAll(/components\/tools\/(\w+)/g)) imported.add(tool);
      }
    };
    walk(path.join(root, 'docs'));
    expect(imported.size).toBeGreaterThan(3);
    for (const tool of imported) expect(Object.keys(TOOL_TEXT_PARTS), tool).toContain(tool);
  });

  it("gives each tool the parts of every section it reads, through every component it renders", async () => {
    for (const [tool, parts] of Object.entries(TOOL_TEXT_PARTS)) {
      const provided = new Set((await Promise.all(parts.map(sectionsOf))).flat());
      const read = new Set<string>();
      for (const file of moduleClosure(path.join(toolsDir, `${tool}.tsx`))) {
        for (const [, section] of readFileSync(file, 'utf8').matchAll(/\bt\.(\w+)/g)) read.add(section);
      }
      expect(read.size, tool).toBeGreaterThan(2);
      expect([...read].filter((section) => !provided.has(section)), tool).toEqual([]);
    }
  });

  it('takes the language from the first folder under the docs root', () => {
    expect(langOfPagePath('zh/tool/onedrive/callback.mdx', ['en', 'zh'], 'en')).toBe('zh');
    expect(langOfPagePath('en/tool/index.md', ['en', 'zh'], 'en')).toBe('en');
    expect(langOfPagePath('tool/x.md', ['en', 'zh'], 'en')).toBe('en');
  });

});
