import { describe, expect, it } from 'vitest';
import { langOfPagePath } from '../../plugins/shared/pageLang';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ISLAND_TEXT_PART, TOOL_TEXT_PARTS, toolTextModule, withToolText, type ToolTextPart } from '../../plugins/engine/localeToolText';

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
    expect(toolTextOf('zh').copy).toBe(coreTextZh.copy);
    expect(toolTextOf('en').copy).toBe(coreTextEn.copy);
    // Only the English 115 part has run: a Chinese render (the engine's first render after a navigation) reads it.
    expect(toolTextOf('zh').pan115).toBe(pan115TextEn.pan115);
    expect(toolTextOf('en')).toBe(toolTextOf('en'));
    expect(() => toolTextOf('en').wopan).toThrow(/"wopan".*TOOL_TEXT_PARTS/);
    const { wopanTextZh } = await import('../../site/text/tools/wopan.zh');
    expect(toolTextOf('en').wopan).toBe(wopanTextZh.wopan);
  });
  it('imports the island strings with the page and the tool with its parts, in the page language', () => {
    const page = `import { OAuthCallback } from '@components/tools/OAuthCallback';\nexport default function MDXContent() {}`;
    const out = withToolText(page, 'zh');
    const lines = out.split('\n');
    expect(/tools[\\/]island\.zh\.ts";$/.test(lines[0])).toBe(true);
    expect(lines[1]).toMatch(/^import \{ toolIsland as __toolIsland \} from ".*ToolIsland\.tsx";$/);
    // The tool's module and its parts are imported only inside the loader: none of them is a static import.
    expect(out).not.toMatch(/^import .*(components\/tools\/OAuthCallback|core\.zh)/m);
    const loader = lines.find((l) => l.startsWith('const OAuthCallback = __toolIsland('))!;
    expect([...loader.matchAll(/import\("([^"]+)"\)/g)].map((m) => /tools[\\/](\w+)\.(\w+)\.ts$/.exec(m[1])?.slice(1).join('.') ?? m[1])).toEqual([
      'core.zh',
      'request.zh',
      'callback.zh',
      '@components/tools/OAuthCallback',
    ]);
    expect(loader).toContain('.then((m) => m[3].OAuthCallback)');
    expect(out.endsWith('export default function MDXContent() {}')).toBe(true);
    const pan = `import { Pan115Token } from "../../../components/tools/Pan115Token";\nexport default function MDXContent() {}`;
    const panOut = withToolText(pan, 'en');
    expect([...panOut.matchAll(/tools[\\/](\w+)\.en\.ts/g)].map((m) => m[1])).toEqual(['island', 'core', 'pan115']);
    expect(panOut).toContain('import("../../../components/tools/Pan115Token")');
    expect(withToolText(`import { Since } from '@components/Since';`, 'zh')).toBe(`import { Since } from '@components/Since';`);
  });

  it('runs the rewritten loader: the parts first, then the tool', async () => {
    const out = withToolText(`import { GoogleAlbums } from '@components/tools/GoogleAlbums';`, 'en');
    const order: string[] = [];
    const loader = out.split('\n').find((l) => l.startsWith('const GoogleAlbums'))!;
    const body = loader.replace(/^const GoogleAlbums = __toolIsland\(/, '').replace(/\);$/, '');
    const fakeImport = (spec: string) => {
      order.push(spec.replace(/.*[\\/]/, ''));
      return Promise.resolve(spec.includes('components/tools/') ? { GoogleAlbums: 'the tool' } : {});
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const load = new Function('__import', `return ${body.replace(/import\(/g, '__import(')};`)(fakeImport) as () => Promise<unknown>;
    await expect(load()).resolves.toBe('the tool');
    expect(order).toEqual(['core.en.ts', 'album.en.ts', 'GoogleAlbums']);
  });

  it('refuses a tool imported in another form, which would put it back in the first download', () => {
    expect(() => withToolText(`import { OAuthRequest, initialValues } from '@components/tools/OAuthRequest';`, 'en')).toThrow(/import \{ OAuthRequest \} from '@components\/tools\/OAuthRequest'/);
    expect(() => withToolText(`import { RequestForm } from '@components/tools/OAuthRequest';`, 'en')).toThrow(/import the tool's own component, \{ OAuthRequest \}/);
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
      const provided = new Set((await Promise.all([ISLAND_TEXT_PART, ...parts].map(sectionsOf))).flat());
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
