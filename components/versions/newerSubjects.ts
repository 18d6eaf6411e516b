/**
 * Which release a documented subject first appeared in, by the address the site documents it at, so that a search
 * result can say "added in v3.y — newer than your v3.x" (theme/search/newerThanMine.ts). A subject is a driver
 * (its page), or a driver option, configuration key, admin setting or /api route (the section its link points to).
 * Where several items share an address (a page for 115 Cloud and 115 Open, a section whose table lists several
 * keys), the address counts from the earliest of them: the reader's release already has part of what it shows.
 * Plain TypeScript: the search dialog loads it with the history, and only when a release is stored.
 */
import type { DocLinks } from '../../plugins/content/versionLinks';
import { compareReleases } from '../releases';
import { KINDS, type History } from './history';

/** Address under a locale root ("guide/drivers/115.html#option-x") → the release its subject first appeared in. */
export type SubjectReleases = Map<string, string>;

const earlier = (a: string | undefined, b: string) => (a === undefined || compareReleases(b, a) < 0 ? b : a);

export function subjectReleases(history: History, links: DocLinks): SubjectReleases {
  const out: SubjectReleases = new Map();
  for (const kind of KINDS) {
    for (const [key, href] of Object.entries(links[kind])) {
      const e = history.items[kind][key];
      // The drivers overview lists drivers without a page of their own: it is no driver's subject.
      if (!e || href === 'guide/drivers/') continue;
      // Drivers link to their page; every other kind to a section (an address with an anchor).
      if ((kind === 'drivers') === href.includes('#')) continue;
      out.set(href, earlier(out.get(href), e.first));
    }
  }
  return out;
}

/** A search result's address ("/zh/guide/drivers/115.html#option-x") without its locale root. */
export function addressOf(href: string): string {
  return href.replace(/^\/(zh\/)?/, '');
}

/**
 * The release a result's subject first appeared in when it is newer than `mine`, else undefined: the section's own
 * subject when its address is one, else the page's (a driver page's other sections are about the driver).
 */
export function newerThan(subjects: SubjectReleases, href: string, mine: string): string | undefined {
  const address = addressOf(href);
  const added = subjects.get(address) ?? subjects.get(address.split('#')[0]);
  return added !== undefined && compareReleases(added, mine) > 0 ? added : undefined;
}
