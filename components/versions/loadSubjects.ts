import { loadVersionData } from './loadVersionData';
import { newerThan, subjectReleases } from './newerSubjects';

/**
 * For the search dialog (theme/search/newerThanMine.ts, by import() so that its chunk carries none of this): the
 * release history (loaded once, shared with the marks) read as "which addresses document something newer than
 * `mine`".
 */
export async function loadNewerThan(mine: string): Promise<(href: string) => string | undefined> {
  const data = await loadVersionData();
  const subjects = subjectReleases(data.history, data.links);
  return (href) => newerThan(subjects, href, mine);
}
