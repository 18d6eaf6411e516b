import { registerToolText } from '../toolTextRegistry';

/** Strings of the OAuth callback page (exchange, tokens, terminal command, SharePoint site ID), in English. Only the callback pages import it (plugins/engine/localeToolText.ts). */
export const callbackTextEn = {
  callback: {
    idle: (provider: string) => `No answer from ${provider} in the address of this page. This page is where ${provider} sends you back after you sign in; start on the request page.`,
    idleStart: 'Start here: the form signs you in and brings you back to this page.',
    startLink: 'Go to the request page',
    exchanging: (provider: string) => `Exchanging the code with ${provider}…`,
    codeReceived: 'An authorization code arrived.',
    noPending: 'This tab has no values from the request page (another tab, another browser, or more than an hour ago). Enter the same client ID, secret and redirect URI you used, then exchange the code.',
    exchangeLegend: 'Exchange an authorization code',
    exchange: 'Exchange the code',
    startOver: 'Start again from the request page',
    startOverHere: 'Start again',
    terminalOnly: (provider: string) =>
      `This site has no token service, and a web page either cannot finish the exchange with ${provider} or is not known to be able to (an attempt whose answer the browser hides would still use up the code), so this page has not sent your code anywhere: it is still unused. Run the command below within a few minutes (curl, or PowerShell on Windows) and paste the answer into the box.`,
    buildCommand: 'Show the command for this code',
  },
  result: {
    title: 'Tokens received',
    refreshToken: 'Refresh token (refresh_token)',
    accessToken: 'Access token (AList does not use it: it gets its own from the refresh token; only the SharePoint site ID and Google Photos album helpers need it)',
    expires: (minutes: number) => `The access token expires in about ${minutes} minutes. The refresh token is what AList keeps.`,
    scope: 'Granted scope:',
    optionsTitle: 'Other values for the storage form',
    option: 'Option',
    value: 'Value',
    secretNote: 'the secret you entered',
    drivers: 'Storage drivers that take these values:',
    keepSecret: 'Treat the refresh token like a password. Anyone who has it can reach the drive until it is revoked.',
    albumLink: 'List album IDs with this access token',
    relayNote: 'These tokens were issued to the token service\'s app. In AList leave client_id and client_secret empty and set oauth_token_url to the relay address above: AList then renews the token through the service.',
  },
  manual: {
    title: 'Exchange the code in a terminal instead',
    intro: 'These commands send the same request from your own computer: curl on macOS, Linux, WSL or Git Bash, or PowerShell on Windows. They contain your secret and the code; do not share them. Run one within a few minutes, then paste its output below.',
    command: 'Command (curl: macOS, Linux, WSL, Git Bash)',
    powerShell: 'Command for Windows PowerShell',
    incomplete: 'Fill in the client ID, secret, redirect URI and code above to build the command.',
    pasteLabel: 'Paste the answer (JSON)',
    read: 'Read the answer',
  },
  siteId: {
    title: 'Find a SharePoint site ID',
    intro: 'For the Onedrive driver with is_sharepoint on. Needs an access token with Sites.ReadWrite.All (tick the SharePoint box on the request page). The request goes to Microsoft Graph from your browser, or through the token service when this site has one.',
    siteUrl: 'Site address, e.g. https://contoso.sharepoint.com/sites/Marketing',
    token: 'Access token',
    lookup: 'Look up the site ID',
    looking: 'Asking Microsoft Graph…',
    found: (name: string) => `Site found: ${name}`,
    id: 'site_id',
    notUrl: 'Enter the full address of the site, starting with https://.',
    notSharePoint: 'This is not a SharePoint address (the host name has no "sharepoint" part).',
    empty: 'Enter a site address and an access token.',
    loadFailed: 'The site ID lookup could not be downloaded (are you offline?). Your tokens above are complete; reload the page when you are back online to look up a site ID.',
  },
} as const;

registerToolText('en', callbackTextEn);
