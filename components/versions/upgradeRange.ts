import { compareReleases } from '../releases';
import { UPGRADE_NOTES, type UpgradeNote } from '../../data/history/notes';

/** The notes whose release lies after `from`, up to and including `to`. */
export function notesInRange(from: string, to: string): UpgradeNote[] {
  return UPGRADE_NOTES.filter((n) => compareReleases(n.tag, from) > 0 && compareReleases(n.tag, to) <= 0);
}

/** The release pair in a page address (`?from=v3.38.0&to=v3.63.0`), when both are releases of `tags`. */
export function rangeFromQuery(search: string, tags: string[]): { from: string; to: string } | null {
  const q = new URLSearchParams(search);
  const from = q.get('from');
  const to = q.get('to');
  return from && to && tags.includes(from) && tags.includes(to) ? { from, to } : null;
}

