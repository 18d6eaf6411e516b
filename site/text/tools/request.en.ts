import { registerToolText } from '../toolTextRegistry';

/** Strings of the OAuth request form, in English. Only the request and callback pages import it (plugins/engine/localeToolText.ts). */
export const requestTextEn = {
  appChoice: {
    legend: 'Whose app signs you in',
    own: 'My own app (client ID and secret from the provider\'s developer console)',
    operator: (url: string) => `The app of the token service at ${url}: no app of your own; AList then renews the token through the service`,
  },
  fieldHelp: {
    codeSingleUse: 'A code can be used once and expires after a few minutes. If it was already used or is too old, sign in again.',
    option: (option: string) => `Goes into the storage option ${option}.`,
    redirectUri: 'Register exactly this address for the app. It decides where the provider sends you back after sign-in.',
    redirectOob: 'Or enter oob: Baidu then shows the code on its own page and you paste it below.',
    defaults: 'Prefilled with the app built into AList (the driver\'s defaults).',
  },
  regions: {
    global: 'global: worldwide service, all personal accounts',
    cn: 'cn: China, operated by 21Vianet',
    us: 'us: US Government cloud',
  },
  scopes: { drive: 'Google Drive (full access)', photos: 'Google Photos (media and albums this app created, and uploads)' },
  request: {
    legend: 'Your app',
    submit: (provider: string) => `Sign in with ${provider}`,
    preview: 'Address that will open',
    kept: 'These values stay in this browser tab only (session storage) until the callback page exchanges the code successfully or you close the tab; a failed exchange or the terminal command leaves them there. The secret is never part of the sign-in address.',
    restored: 'Values restored from your last attempt in this tab.',
    resetRedirect: 'Use this site\'s callback address',
    leaving: (provider: string) => `Opening the ${provider} sign-in page…`,
    desktopHint: 'This site runs on your own computer (a loopback address). A Google OAuth client of type "Desktop app" accepts a loopback redirect URI such as this one without registering it; a "Web application" client needs it listed under Authorized redirect URIs.',
  },
} as const;

registerToolText('en', requestTextEn);
