/**
 * Finds line breaks left between two Chinese characters in built HTML: the browser shows them as a stray
 * space. Code, scripts and styles are skipped; block-level tags end a run of text.
 */
const CJK_GAP = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef][ \t]*\n\s*[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/gu;
const BLOCK = /<\/?(p|li|ul|ol|td|th|tr|table|thead|tbody|h[1-6]|div|section|blockquote|dd|dt|dl|header|footer|nav|aside|main|article|br|summary|details|figure|figcaption)\b[^>]*>/gi;

export function cjkGaps(html: string): string[] {
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  const text = body
    .replace(/<(script|style|pre|code|textarea)\b[\s\S]*?<\/\1>/gi, '\u0000')
    .replace(BLOCK, '\u0000')
    .replace(/<[^>]+>/g, '');
  return [...text.matchAll(CJK_GAP)].map((m) => {
    const start = Math.max(0, (m.index ?? 0) - 12);
    return text.slice(start, (m.index ?? 0) + m[0].length + 12).replace(/\s+/g, ' ').replace(/\u0000/g, ' | ');
  });
}
