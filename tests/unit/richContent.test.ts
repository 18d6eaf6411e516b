import { existsSync, readFileSync } from 'node:fs';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { decodeContent } from '../../components/decodeContent';
import { encodeContent } from '../../plugins/content/encodeContent';
import { formatFenceMeta, parseFenceMeta } from '../../plugins/content/fenceMeta';
import { remarkRichContent } from '../../plugins/content/richContent';

async function transform(markdown: string): Promise<string> {
  return String(await compile(markdown, { remarkPlugins: [remarkRichContent], jsx: true }));
}

/** The value of a string attribute in compiled JSX output. */
function attr(out: string, name: string): string | undefined {
  const m = out.match(new RegExp(`${name}="([^"]*)"`));
  return m?.[1];
}

describe('content encoding (SPEC.md §3: compressed, base64)', () => {
  it('round-trips text, Chinese and emoji included', () => {
    const text = 'graph TD\n  A[开始] --> B{"Yes?"}\n  B --> C[✓ done]';
    const encoded = encodeContent(text);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeContent(encoded)).toBe(text);
  });

  it('compresses long configs', () => {
    const text = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ label: `v3.${i}`, value: i })) });
    expect(encodeContent(text).length).toBeLessThan(text.length / 2);
  });
});

describe('fence meta', () => {
  it('reads keys, quoted values and flags', () => {
    expect(parseFenceMeta('type=js title="Drivers per release" demo')).toEqual({ type: 'js', title: 'Drivers per release', demo: '' });
    expect(parseFenceMeta("preset=ant title='Troubleshooting'")).toEqual({ preset: 'ant', title: 'Troubleshooting' });
    expect(parseFenceMeta(undefined)).toEqual({});
    expect(formatFenceMeta({ title: 'HTML', wrap: '' })).toBe('title="HTML" wrap');
  });
});

describe('remark plugin: fences to components', () => {
  it('turns a mermaid fence into <Mermaid config> and imports it only when used', async () => {
    const code = 'flowchart LR\n  A --> B';
    const out = await transform(`# T\n\n\`\`\`mermaid title="Flow"\n${code}\n\`\`\`\n`);
    expect(out).toMatch(/import \{Mermaid as _AlistMermaid\} from ".*components\/Mermaid\.tsx"/);
    expect(decodeContent(attr(out, 'config') ?? '')).toBe(code);
    expect(attr(out, 'title')).toBe('Flow');
    const plain = await transform('# T\n\n```bash\necho hi\n```\n');
    expect(plain).not.toContain('_Alist');
  });

  it('passes type for charts and preset for flowcharts, with defaults', async () => {
    const chart = await transform('```chartjs\n{"type":"bar"}\n```\n\n```echarts type=js\nreturn {};\n```\n');
    expect(chart).toContain('_AlistChartJS');
    expect(chart).toContain('_AlistECharts');
    expect(chart).toMatch(/type="json"[\s\S]*type="js"/);
    const flow = await transform('```flow preset=pie\nst=>start: Go\n```\n\n```flowchart\nst=>start: Go\n```\n');
    expect(flow).toMatch(/preset="pie"[\s\S]*preset="vue"/);
  });

  it('rejects an unknown preset or config type with a clear message', async () => {
    await expect(transform('```flow preset=round\nst=>start: Go\n```\n')).rejects.toThrow(/preset must be ant, vue or pie/);
    await expect(transform('```echarts type=yaml\na: 1\n```\n')).rejects.toThrow(/type must be json or js/);
  });

  it('groups html, css and js demo fences into one <Demo>, keeping the fences as its code', async () => {
    const out = await transform('```html demo title="Hello"\n<p id="x"></p>\n```\n\n```css demo\np { color: red; }\n```\n\n```js demo\nx.textContent = 1;\n```\n\nAfter.\n');
    expect(out.match(/<_AlistDemo /g)).toHaveLength(1);
    expect(attr(out, 'kind')).toBe('html');
    expect(out).toContain('title="Hello"');
    expect(out).toContain('html="<p id=&quot;x&quot;></p>"');
    // The fences are kept for highlighting, labelled by language.
    expect(out).toMatch(/<_AlistDemo [\s\S]*language-html[\s\S]*language-css[\s\S]*language-js[\s\S]*<\/_AlistDemo>/);
  });

  it('starts a new demo at a fence with its own title', async () => {
    const out = await transform('```html demo title="One"\n<p>1</p>\n```\n\n```html demo title="Two"\n<p>2</p>\n```\n');
    expect(out.match(/<_AlistDemo /g)).toHaveLength(2);
  });

  it('writes a React demo as a module and imports it', async () => {
    const jsx = "import { useState } from 'react';\nexport default function App() { const [n] = useState(1); return <b>{n}</b>; }";
    const out = await transform(`\`\`\`jsx demo title="Counter"\n${jsx}\n\`\`\`\n`);
    const imported = out.match(/import _AlistDemoModule0 from "([^"]+\.jsx)"/);
    expect(imported).not.toBeNull();
    const file = (imported as RegExpMatchArray)[1];
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(jsx);
    expect(out).toContain('component={_AlistDemoModule0}');
    expect(attr(out, 'kind')).toBe('react');
  });

  it('requires a default export in a React demo', async () => {
    await expect(transform('```jsx demo\nconst A = () => <b />;\n```\n')).rejects.toThrow(/export default/);
  });
});
