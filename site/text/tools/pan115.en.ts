import { registerToolText } from '../toolTextRegistry';

/** Strings of the 115 token tool, in English. Only its page import it (plugins/localeToolText.ts). */
export const pan115TextEn = {
  pan115: {
    cookieLegend: 'Cookie of a signed-in 115 web session',
    cookieInput: 'Paste the Cookie header, or cookie rows copied from the developer tools',
    cookieButton: 'Shorten the cookie',
    cookieResult: 'Value for the cookie option',
    cookieIgnored: (n: number) => `${n} other cookie(s) were left out; the driver does not read them.`,
    cookieEmpty: 'Paste a cookie first.',
    cookieMissing: (names: string) => `Missing: ${names}. Copy the cookie from a request to 115 while you are signed in.`,
    cookieBadValue: (name: string) => `The value of ${name} contains "=", ";" or a space, which the driver rejects. Copy it again from the developer tools.`,
    qrLegend: 'QR code token',
    qrStep1: 'Open this address in a new tab. 115 answers with a short JSON text; copy all of it.',
    qrInput: 'Paste the JSON answer',
    qrButton: 'Read the session',
    qrUid: 'Value for the qrcode_token option',
    qrImage: 'Open the QR code image (on qrcodeapi.115.com)',
    qrScan: 'Scan the image with the 115 app and confirm the login on the phone.',
    qrStatusLink: 'Check the session status (opens 115\'s answer)',
    qrStatusInput: 'Optional: paste the status answer to read it',
    qrStatusButton: 'Read the status',
    qrStatus: { waiting: 'Waiting: the code has not been scanned yet.', scanned: 'Scanned: confirm the login in the 115 app.', allowed: 'Allowed: paste the token into AList and save the storage now.', expired: 'Expired: get a new session and scan again.', canceled: 'Canceled in the app: get a new session.' },
    empty: 'Paste the answer first.',
    notJson: 'This is not the JSON answer. Copy the whole text the address shows.',
    missingUid: 'The answer has no data.uid, so it is not a QR code session.',
    refused: (code: string, message: string) => `115 refused the request (code ${code || 'none'}${message ? `: ${message}` : ''}).`,
    unknownStatus: (value: string) => `Unknown status value: ${value}.`,
    qrServiceLegend: 'Sign in with a QR code',
    qrServiceIntro: 'The token service asks 115 for a QR code and shows it here. Scan it with the 115 app and confirm; the page then receives the cookie. The service keeps nothing: this page holds the session until you are done.',
    qrApp: 'Sign in as device type (the same choices as the driver\'s qrcode_source option)',
    qrStart: 'Show a QR code',
    qrStarting: 'Asking 115 for a QR code…',
    qrImageAlt: 'QR code to scan with the 115 app',
    qrCookie: 'Value for the cookie option',
    qrCookieNote: 'Put it into the 115 Cloud storage\'s cookie option and leave qrcode_token empty. Treat it like a password.',
    qrAgain: 'Show a new QR code',
    qrNoService: 'This site has no token service, and 115 does not let web pages call its sign-in, so the QR code cannot be shown here. Follow the steps below (you open 115\'s addresses in tabs of your own), or paste a cookie.',
  },
} as const;

registerToolText('en', pan115TextEn);
