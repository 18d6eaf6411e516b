/** AList release tags ("v3.45.0") compared as numbers, for "since" marks and the matrix's release filter. */
export function compareReleases(a: string, b: string): number {
  const pa = a.replace(/^v/, '').split('.').map(Number);
  const pb = b.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Whether something first released in `since` (undefined: the early releases) exists in `release` ('' = any). */
export function availableIn(since: string | undefined, release: string): boolean {
  return release === '' || since === undefined || compareReleases(since, release) <= 0;
}

/** The releases that introduced something in `rows`, newest first. */
export function releasesOf(rows: { since?: string }[]): string[] {
  return [...new Set(rows.map((r) => r.since).filter((v): v is string => !!v))].sort((a, b) => compareReleases(b, a));
}
