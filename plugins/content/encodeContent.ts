import { deflateSync } from 'node:zlib';

/**
 * Build-time half of the chart / diagram / flowchart input (SPEC.md §3): the code or config string is
 * zlib-compressed and base64-encoded. components/decodeContent.ts reverses it in the browser.
 */
export function encodeContent(text: string): string {
  return deflateSync(Buffer.from(text, 'utf8'), { level: 9 }).toString('base64');
}
