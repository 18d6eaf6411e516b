/** The AList release the site documents, and where its source lives. */
export const ALIST_RELEASE = {
  version: 'v3.63.0',
  date: '2026-08-05',
  repo: 'AlistGo/alist',
  commit: '843d9dc8149126976b2625911e45a4d3ffd6f2f5',
} as const;

/** Link to a file of the program's repository at the documented release. */
export function sourceUrl(repoPath: string): string {
  return `https://github.com/${ALIST_RELEASE.repo}/blob/${ALIST_RELEASE.version}/${repoPath}`;
}
