import { registerToolText } from '../toolTextRegistry';

/** Strings of the Google Photos albums tool, in English. Only its page import it (plugins/localeToolText.ts). */
export const albumTextEn = {
  album: {
    legend: 'Google Photos albums',
    token: 'Access token with Google Photos access',
    tokenFromCallback: 'Access token taken over from the Google callback page of this tab.',
    own: 'My albums',
    shared: 'Shared albums',
    list: 'List the albums',
    listing: 'Asking Google Photos…',
    title: 'Title',
    items: 'Items',
    id: 'ID (root_folder_id)',
    none: 'Google returned no albums for this token.',
    more: (n: number) => `Stopped after ${n} pages; the library has more albums.`,
    emptyToken: 'Paste an access token first.',
  },
} as const;

registerToolText('en', albumTextEn);
