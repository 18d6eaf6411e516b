/**
 * The fenced code blocks of a Markdown text, each with its fences ("```bash … ```" or "~~~"); text
 * outside fences is dropped. A fence closes with the same character, at least as long as it opened.
 */
export function fencedBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let open: { marker: string; lines: string[] } | null = null;
  for (const line of markdown.split('\n')) {
    const fence = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (!open) {
      if (fence) open = { marker: fence[1], lines: [line] };
      continue;
    }
    open.lines.push(line);
    if (fence && fence[1][0] === open.marker[0] && fence[1].length >= open.marker.length && line.trim() === fence[1]) {
      blocks.push(open.lines.join('\n'));
      open = null;
    }
  }
  return blocks;
}
