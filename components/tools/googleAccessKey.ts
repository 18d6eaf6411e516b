/**
 * Session storage key under which the Google callback page hands an access token to the album page (on the
 * reader's click). A module of its own: the callback pages need the key, not the album code of googlePhotos.ts.
 */
export const GOOGLE_ACCESS_KEY = 'alist-docs:tool:google:access-token';
