import { registerToolText } from '../toolTextRegistry';

/** Strings of the Wopan token tool, in English. Only its page import it (plugins/localeToolText.ts). */
export const wopanTextEn = {
  wopan: {
    legend: 'Sign-in answer from pan.wo.cn',
    input: 'Paste the response of the sign-in request (JSON)',
    button: 'Read the tokens',
    refreshToken: 'Value for the refresh_token option',
    accessToken: 'Access token (leave the access_token option empty; AList gets its own)',
    empty: 'Paste the response first.',
    notJson: 'This is not JSON. In the Network tab open the response of the request, not its headers or payload.',
    status: (status: string, message: string) => `The service answered STATUS ${status || 'none'}${message ? ` (${message})` : ''}: the request failed.`,
    rsp: (code: string, message: string) => `The service answered RSP_CODE ${code || 'none'}${message ? ` (${message})` : ''}: the sign-in was not accepted.`,
    noData: 'The answer has no DATA part. Pick the response of the sign-in step, the one that contains refresh_token.',
    decryptFailed: 'DATA is encrypted with a key this page does not know. Pick the response of the sign-in step instead.',
    missingRefreshToken: 'This answer has no refresh_token. Pick the response of the sign-in step (after the SMS code).',
    signInLegend: 'Sign in to WoPan',
    signInIntro: 'The token service sends your phone number and password to WoPan\'s sign-in, which then texts you a code. The service keeps nothing and logs nothing; this page forgets the password once you are signed in.',
    phone: 'Phone number (11 digits)',
    password: 'WoPan password',
    sendCode: 'Send the SMS code',
    sendAgain: 'Send a new SMS code',
    sending: 'Asking WoPan to send the code…',
    codeSent: 'WoPan accepted the password and sent an SMS code to this number.',
    codeLegend: 'SMS code',
    smsCode: 'Code from the SMS',
    signIn: 'Sign in and show the token',
    verifying: 'Checking the code with WoPan…',
    noService: 'This site has no token service, and WoPan answers only its own web app, so you cannot sign in from this page. Copy the sign-in answer from pan.wo.cn as described below instead.',
  },
} as const;

registerToolText('en', wopanTextEn);
