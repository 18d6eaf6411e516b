/**
 * Home pages (pageType: home) get `theme/home/registerHomeParts.tsx` imported first, in every build
 * environment, so the engine's home layout is bundled with them and not with the main script that every
 * page loads (theme/home/homeParts.ts explains the hand-over).
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { isHomePage, pageModulesPlugin } from './pageLang';

export const registerHomePartsModule = path.join(import.meta.dirname, '..', 'theme', 'home', 'registerHomeParts.tsx');

/** A compiled page module with the home parts imported first, when it is a home page. */
export function withHomeParts(code: string): string {
  return isHomePage(code) ? `import ${JSON.stringify(registerHomePartsModule)};\n${code}` : code;
}

export function homePartsPlugin(): RspressPlugin {
  return pageModulesPlugin('alist-home-parts', withHomeParts);
}
