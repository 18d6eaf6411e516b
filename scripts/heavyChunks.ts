/**
 * Checks on the built site that each heavy library (mermaid, ECharts, Chart.js, flowchart.js,
 * ArtPlayer, hls.js, dash.js, mpegts.js) is absent from the JS of pages that do not use it, and that
 * libraries only the build needs (zod) and the theme's parts drawn on use (menus, notices) are in no page's
 * initial JS, and that the parts of the theme
 * only some pages show (the engine's home layout) are in those pages' JS and no other's.
 *
 * A page's static JS is the <script src> files of its HTML plus the chunk group of its route, as the
 * bundler's runtime in the main script lists it: the compact route rows of plugins/engine/compactRoutes.ts
 * (`["/guide/changelog",1,()=>Promise.all([i.e("a"),i.e(8)]).then(…)]`) and the runtime's filename
 * function, both read by scripts/routeChunks.ts. A library is reachable
 * from a page only through the import() inside its component, so:
 * - no page's static JS contains library code;
 * - a page that does not use a library has none of its component's code in its static JS;
 * - a page that uses it does (so the check can't pass by finding nothing).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { droppedTextsNamedIn } from '../plugins/engine/engineTexts';
import { ISLAND_TEXT_PART, type ToolTextPart } from '../plugins/engine/localeToolText';
import { scriptsOfPage } from '../plugins/engine/paintFirst';
import { chunkFilesOfSite, htmlOfRoute, parseRouteChunks, routeTableScript } from './routeChunks';

export interface HeavyLibrary {
  name: string;
  /** A string only the library's own code contains. */
  librarySignature: string;
  /** A string only the component that import()s the library contains. */
  componentSignature: string;
  /** Whether a page's source uses the library. */
  usedBy: (source: string) => boolean;
}

const player = (source: string) => /<Player\b/.test(source);

export const heavyLibraries: HeavyLibrary[] = [
  { name: 'mermaid', librarySignature: 'mermaidAPI', componentSignature: '[Mermaid] cannot draw', usedBy: (s) => /^```mermaid\b/m.test(s) },
  { name: 'echarts', librarySignature: 'zrender', componentSignature: '[ECharts] cannot draw', usedBy: (s) => /^```echarts\b/m.test(s) },
  { name: 'chart.js', librarySignature: 'Canvas is already in use', componentSignature: '[ChartJS] cannot draw', usedBy: (s) => /^```(?:chartjs|chart)\b/m.test(s) },
  { name: 'flowchart.js', librarySignature: 'Raphaël', componentSignature: '[Flowchart] cannot draw', usedBy: (s) => /^```(?:flow|flowchart)\b/m.test(s) },
  { name: 'artplayer', librarySignature: 'art-video-player', componentSignature: '[Player] unsupported', usedBy: player },
  { name: 'hls.js', librarySignature: 'MANIFEST_PARSED', componentSignature: '[Player] unsupported', usedBy: player },
  { name: 'dash.js', librarySignature: 'dashjs', componentSignature: '[Player] unsupported', usedBy: player },
  { name: 'mpegts.js', librarySignature: 'MSEController', componentSignature: '[Player] unsupported', usedBy: player },
];

/**
 * Libraries the site's own code uses only at build time, by a string only their code contains: no
 * page's initial JS may carry them (the optional DocSearch dialog bundles its own zod, loaded on use).
 */
export const buildOnlyLibraries = [{ name: 'zod', signature: '"$ZodType"', module: 'zod/v4/core' }];

/** Whether a build-only library's own files hold its signature (else the check would pass by finding nothing). */
export function signatureInPackage(lib: (typeof buildOnlyLibraries)[number]): boolean {
  const dir = path.dirname(createRequire(import.meta.url).resolve(lib.module));
  return readdirSync(dir).some((f) => /\.(c?js|mjs)$/.test(f) && readFileSync(path.join(dir, f), 'utf8').includes(lib.signature));
}

/** A key only each part of the tools' strings has (site/text/tools/<part>.<lang>.ts). */
const TOOL_TEXT_SIGNATURES: Record<ToolTextPart, string> = {
  island: 'inBrowser',
  core: 'origin_not_allowed',
  request: 'resetRedirect',
  callback: 'terminalOnly',
  pan115: 'qrNoService',
  wopan: 'decryptFailed',
  webdav: 'rootFolderPath',
  album: 'tokenFromCallback',
  checker: 'cleanStorage',
};

/** The island's strings are in every tool page's first download and in no other page's. */
function islandTextPart() {
  return { name: "the tools' island strings", signature: TOOL_TEXT_SIGNATURES[ISLAND_TEXT_PART], usedBy: (source: string) => /components\/tools\//.test(source) };
}

/** The other parts load with their tool, after hydration: in no page's first download. */
function lazyToolTextParts() {
  return (Object.keys(TOOL_TEXT_SIGNATURES) as ToolTextPart[])
    .filter((part) => part !== ISLAND_TEXT_PART)
    .map((part) => ({ name: `the tools' ${part} strings`, signature: TOOL_TEXT_SIGNATURES[part] }));
}

/** Parts of the theme only some pages show, by a string only their code contains (theme/home/homeParts.ts). */
export const pageOnlyParts = [
  { name: 'the home layout', signature: 'rp-home-feature', usedBy: (source: string) => /^pageType:\s*["']?home\b/m.test(source) },
  islandTextPart(),
];

/**
 * Parts drawn only when a reader opens them or clicks their way to them, or after hydration, by a string only their
 * code contains: no page's initial JS may carry them (theme/components/NavHamburger.tsx,
 * theme/components/Dialogs.tsx, theme/home/staticHomeParts.tsx, components/tools/ToolIsland.tsx).
 */
export const onUseParts = [
  { name: "the navbar's menus", signature: 'rp-nav-screen__container' },
  { name: 'the notice dialog', signature: 'notice__panel' },
  // A home page's first load shows its served parts (theme/home/staticHomeParts.tsx); the engine's come after a click.
  { name: "the engine's home components", signature: 'rp-home-feature__item--span-2' },
  // An API page's first load shows its operations as served; the code that renders one from its data comes with a
  // client navigation (components/ApiOperationFromView.tsx).
  { name: "the API operations' renderer", signature: 'api-op__method--' },
  // A chart's or diagram's fence text is decoded once its library loads (components/useDecodedConfig.ts).
  { name: "the rich fences' decoder (fflate)", signature: 'invalid length/literal' },
  // A tool page hydrates with the island's loading line; the tool comes after (components/tools/ToolIsland.tsx).
  { name: 'the token tools', signature: 'tool-form' },
  ...lazyToolTextParts(),
];

export function checkHeavyLibraries(outDir: string, docsRoot: string): { problems: string[]; pages: number; usedOn: Record<string, string[]> } {
  const jsDir = path.join(outDir, 'static', 'js');
  const asyncDir = path.join(jsDir, 'async');
  const read = (file: string) => readFileSync(file, 'utf8');
  const tableJs = routeTableScript(outDir);
  const chunkFiles = chunkFilesOfSite(outDir, tableJs);
  const asyncFiles = readdirSync(asyncDir).filter((f) => f.endsWith('.js'));
  const cache = new Map<string, string>();
  const content = (file: string) => {
    if (!cache.has(file)) cache.set(file, read(file));
    return cache.get(file) as string;
  };
  const problems: string[] = [];
  const usedOn: Record<string, string[]> = {};

  for (const lib of buildOnlyLibraries) {
    if (!signatureInPackage(lib)) problems.push(`${lib.name}: its signature ${lib.signature} is not in its own package (${lib.module}); update buildOnlyLibraries in scripts/heavyChunks.ts`);
  }
  for (const file of [...readdirSync(jsDir).filter((f) => f.endsWith('.js')), ...asyncFiles.map((f) => path.join('async', f))]) {
    for (const key of droppedTextsNamedIn(content(path.join(jsDir, file)))) problems.push(`static/js/${file} reads the engine's text "${key}", which plugins/engine/engineTexts.ts drops; take it out of UNUSED_ENGINE_TEXTS`);
  }
  for (const part of onUseParts) {
    if (!asyncFiles.some((f) => content(path.join(asyncDir, f)).includes(part.signature))) problems.push(`${part.name}: its code (${part.signature}) is in no async chunk; update onUseParts in scripts/heavyChunks.ts`);
  }
  for (const lib of heavyLibraries) {
    const inAsync = asyncFiles.some((f) => content(path.join(asyncDir, f)).includes(lib.librarySignature));
    if (!inAsync) problems.push(`${lib.name}: its code (${lib.librarySignature}) is in no async chunk`);
  }

  const routes = parseRouteChunks(tableJs);
  for (const { route, filePath, chunkIds } of routes) {
    const htmlFile = path.join(outDir, htmlOfRoute(route));
    let html: string;
    try {
      html = read(htmlFile);
    } catch {
      continue; // routes the build does not write (none today)
    }
    // Scripts the page loads before it is interactive, the paint-first loader's included (plugins/engine/paintFirst.ts).
    const initial = scriptsOfPage(html).filter((src) => src.startsWith('/') && src.endsWith('.js')).map((src) => path.join(outDir, src.slice(1)));
    // A chunk without a JS file carries only CSS (the stylesheet is extracted), so no library code.
    const chunks = chunkIds.map((id) => chunkFiles.get(id)).filter((file): file is string => Boolean(file) && asyncFiles.includes(file as string));
    const files = [...initial, ...chunks.map((file) => path.join(asyncDir, file))];
    const js = files.map(content);
    const source = read(path.join(docsRoot, filePath));
    for (const lib of buildOnlyLibraries) {
      if (js.some((code) => code.includes(lib.signature))) problems.push(`${route}: ${lib.name} (build only) is in the page's initial JS`);
    }
    for (const part of onUseParts) {
      if (js.some((code) => code.includes(part.signature))) problems.push(`${route}: ${part.name} (drawn on use) is in the page's initial JS`);
    }
    for (const part of pageOnlyParts) {
      const loaded = js.some((code) => code.includes(part.signature));
      if (part.usedBy(source) && !loaded) problems.push(`${route}: shows ${part.name} but its code (${part.signature}) is not in the page's JS`);
      if (!part.usedBy(source) && loaded) problems.push(`${route}: does not show ${part.name} but its code (${part.signature}) is in the page's JS`);
    }
    for (const lib of heavyLibraries) {
      if (js.some((code) => code.includes(lib.librarySignature))) problems.push(`${route}: ${lib.name} is in the page's initial JS`);
      const hasComponent = js.some((code) => code.includes(lib.componentSignature));
      if (lib.usedBy(source)) {
        (usedOn[lib.name] ??= []).push(route);
        if (!hasComponent) problems.push(`${route}: uses ${lib.name} but its component is not in the page's JS (check the parser)`);
      } else if (hasComponent) {
        problems.push(`${route}: does not use ${lib.name} but loads the component that imports it`);
      }
    }
  }
  return { problems, pages: routes.length, usedOn };
}
