/**
 * Which API calls change data on the reader's server, so that the "try it" panel asks before sending them. Its own
 * module: an API page's operations need it on the first load, the rest of the panel's logic (./apiTryIt.ts) only
 * once a panel is opened.
 */

/** POST routes that only read (listing, lookups, sign-in): the panel sends them without asking. */
const READ_ONLY_POST = /^\/api\/(fs\/(list|get|dirs|search|link|archive\/(meta|list))|auth\/login(\/hash|\/ldap)?|public\/.+|task\/[a-z_]+\/info|admin\/task\/[a-z_]+\/info)$/;

/** Whether a call may change data on the reader's server, so the panel asks first. */
export function writesData(method: string, path: string): boolean {
  if (method === 'GET') return false;
  return !READ_ONLY_POST.test(path);
}
