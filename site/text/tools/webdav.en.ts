import { registerToolText } from '../toolTextRegistry';

/** Strings of the SharePoint WebDAV tool, in English. Only its page import it (plugins/localeToolText.ts). */
export const webdavTextEn = {
  webdav: {
    legend: 'SharePoint or OneDrive for Business link',
    input: 'Link copied from the browser',
    build: 'Build the WebDAV values',
    address: 'address',
    rootFolderPath: 'root_folder_path',
    vendor: 'vendor',
    loginHost: (host: string) => `AList will sign in at ${host}/extSTS.srf (chosen by the end of the host name).`,
    guessed: (library: string) => `The link does not name a library, so the usual default "${library}" was assumed. Open the library in the browser and paste that link if it has another name.`,
    kind: { personal: 'OneDrive for Business (personal site)', site: 'SharePoint site library', root: 'Library of the root site' },
    empty: 'Paste a link first.',
    notUrl: 'This is not a web address. Copy the whole address from the browser\'s address bar.',
    notSharePoint: (host: string) => `${host} is not a SharePoint host. The WebDav driver\'s SharePoint mode only works with sharepoint.com and its national-cloud twins.`,
    unsupportedTld: (tld: string) => `The host ends in .${tld}; AList v3.63 only knows the sign-in hosts for .com, .cn, .us and .de and fails with "tld ${tld} is not supported".`,
    closedCloud: 'The host ends in .de, the Germany cloud. AList would sign in at login.microsoftonline.de, but Microsoft has shut that cloud down, so no sign-in can succeed there.',
  },
} as const;

registerToolText('en', webdavTextEn);
