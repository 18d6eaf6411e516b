import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { joinCjkBreaks } from '../../plugins/content/cjkLineBreaks';
import { cjkGaps } from '../../scripts/cjkGaps';

type Node = { type: string; value?: string; children?: Node[] };
const text = (node: Node): string => (node.value ?? '') + (node.children ?? []).map(text).join('');

function render(markdown: string): string {
  const tree = fromMarkdown(markdown) as unknown as Node;
  joinCjkBreaks(tree);
  return text(tree);
}

describe('CJK line breaks', () => {
  it('joins a break between two Chinese characters', () => {
    expect(render('第一行的中文\n第二行继续。')).toBe('第一行的中文第二行继续。');
  });

  it('joins after full-width punctuation', () => {
    expect(render('先停止 AList，\n然后重启。')).toBe('先停止 AList，然后重启。');
  });

  it('keeps the break (a space in HTML) next to Latin text', () => {
    expect(render('在\nAList 中添加')).toBe('在\nAList 中添加');
    expect(render('添加 S3\n存储')).toBe('添加 S3\n存储');
  });

  it('joins across an inline element', () => {
    expect(render('请打开\n**管理页面**\n进行设置')).toBe('请打开管理页面进行设置');
  });

  it('leaves code alone', () => {
    expect(render('```\n中文\n中文\n```')).toBe('中文\n中文');
  });

  it('finds a break left between Chinese characters in built HTML, but not in code or across blocks', () => {
    expect(cjkGaps('<body><p>第一行\n第二行</p></body>')).toHaveLength(1);
    expect(cjkGaps('<body><p>第一行</p>\n<p>第二行</p><pre>代码\n代码</pre></body>')).toHaveLength(0);
  });
});
