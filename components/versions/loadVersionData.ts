import type { VersionData } from '../../plugins/content/versionHistory';
import { expandHistory, type History } from './history';

/** The whole release history with the facts the checkers need, loaded once on first use (about 30 KiB gzip). */
export type LoadedVersionData = Omit<VersionData, 'history'> & { history: History };

let pending: Promise<LoadedVersionData> | null = null;

export function loadVersionData(): Promise<LoadedVersionData> {
  pending ??= import('virtual-version-history').then(
    ({ default: data }) => ({ ...data, history: expandHistory(data.history) }),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
