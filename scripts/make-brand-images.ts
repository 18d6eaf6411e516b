/**
 * Draws the site's brand files into docs/public/ from site/brand/mark.ts: favicon.svg, logo-light.svg,
 * logo-dark.svg, PNG icons (32, 180 apple-touch, 192, 512, 512 maskable), favicon.ico and the social
 * images per language (1200×630) and the home page's feature icons (docs/public/icons/). Run after changing the mark: `npx tsx scripts/make-brand-images.ts`.
 * Needs Debian's Chromium (and a CJK font, fonts-noto-cjk, for the Chinese social image); the outputs are committed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { MARK_DARK, MARK_LIGHT, markSvg } from '../site/brand/mark';
import { locales } from '../site/locales';

const out = path.resolve(import.meta.dirname, '..', 'docs', 'public');
const write = (name: string, data: string | Buffer) => writeFileSync(path.join(out, name), data);

/** An .ico file holding one PNG image (allowed since Windows Vista; every browser reads it). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const socialHtml = (lang: 'en' | 'zh') => `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:1200px;height:630px}
  body{display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box;
    background:linear-gradient(135deg,#0d1117 0%,#10233f 60%,#1f6feb 140%);color:#fff;
    font-family:"Noto Sans CJK SC","Noto Sans",system-ui,sans-serif}
  .row{display:flex;align-items:center;gap:36px}
  .row svg{width:148px;height:148px}
  h1{font-size:88px;margin:0;letter-spacing:-1px}
  p{font-size:40px;margin:40px 0 0;color:#c9d7ea;max-width:960px;line-height:1.35}
  .url{position:absolute;bottom:48px;left:96px;font-size:28px;color:#8fb4e8}
</style></head><body><div class="row">${markSvg(MARK_LIGHT)}<h1>${locales[lang].title}</h1></div>
<p>${lang === 'zh' ? '自托管文件列表程序 AList v3 的安装、配置、存储挂载与 API 文档' : 'Install, configure and mount storage with AList v3, the self-hosted file list; plus its HTTP API'}</p>
</body></html>`;

/** Home page feature icons: lucide icons in the brand colour, as files (the engine shows them as images). */
export const FEATURE_ICONS = ['hard-drive', 'shuffle', 'plug', 'users', 'film', 'wrench'] as const;
const lucideDir = path.dirname(createRequire(import.meta.url).resolve('lucide-static/package.json'));
mkdirSync(path.join(out, 'icons'), { recursive: true });
for (const name of FEATURE_ICONS) {
  const svg = readFileSync(path.join(lucideDir, 'icons', `${name}.svg`), 'utf8').replace(/stroke="currentColor"/, `stroke="${MARK_LIGHT.tile}"`);
  write(`icons/${name}.svg`, svg.replace(/<!--[\s\S]*?-->\s*/g, ''));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  const png = async (svg: string, size: number) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0">${svg.replace('width="64" height="64"', `width="${size}" height="${size}"`)}</body></html>`);
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  };
  write('favicon.svg', `${markSvg(MARK_LIGHT)}\n`);
  write('logo-light.svg', `${markSvg(MARK_LIGHT)}\n`);
  write('logo-dark.svg', `${markSvg(MARK_DARK)}\n`);
  const icon32 = await png(markSvg(MARK_LIGHT), 32);
  write('favicon-32.png', icon32);
  write('favicon.ico', icoFromPng(icon32, 32));
  write('apple-touch-icon.png', await png(markSvg(MARK_LIGHT, 0.08), 180));
  write('icon-192.png', await png(markSvg(MARK_LIGHT), 192));
  write('icon-512.png', await png(markSvg(MARK_LIGHT), 512));
  write('icon-maskable-512.png', await png(markSvg(MARK_LIGHT, 0.12), 512));
  for (const lang of ['en', 'zh'] as const) {
    await page.setViewportSize({ width: 1200, height: 630 });
    await page.setContent(socialHtml(lang));
    write(`social-${lang}.jpg`, await page.screenshot({ type: 'jpeg', quality: 85 }));
  }
} finally {
  await browser.close();
}
console.log(`brand images written to ${out}`);
