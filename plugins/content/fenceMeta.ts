/**
 * Parses the meta string of a code fence: ` ```chartjs type=js title="Drivers per release" `
 * gives { type: 'js', title: 'Drivers per release' }; a bare word (`demo`) is a flag set to "".
 */
export function parseFenceMeta(meta: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!meta) return out;
  const token = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;
  for (const m of meta.matchAll(token)) {
    out[m[1]] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

/** Writes meta back, for fences that keep some of it (e.g. a demo's code keeps its title). */
export function formatFenceMeta(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([k, v]) => (v === '' ? k : `${k}="${v.replace(/"/g, '&quot;')}"`))
    .join(' ');
}
