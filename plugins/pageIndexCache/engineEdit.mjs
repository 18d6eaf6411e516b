// Node load hook (registered by ../nodeHooks.mjs). Before compiling anything, the engine parses every
// page with remark, twice (MDX for imports, then Markdown), to read its title, outline and description:
// 7 s of a 30 s build. The edit routes each page through the function ./index.ts installs, which
// answers from a cache of earlier builds when the page's file is unchanged; without that function
// (e.g. `npx rspress build`) the engine's own code runs as before. Plain JavaScript: the hook runs in
// a loader thread of its own, without the build's TypeScript loader.
import { replaceOnce } from '../replaceOnce.mjs';

export const ENGINE_MODULE = /[\\/]@rspress[\\/]core[\\/]dist[\\/]node[\\/]route[\\/]extractPageData\.js$/;
export const HOOK_KEY = 'alist-docs.pageIndexInfo';
const FROM = 'const pageIndexInfo = await getPageIndexInfoByRoute(routeMeta, options);';
const TO = `const pageIndexInfo = await (globalThis[Symbol.for(${JSON.stringify(HOOK_KEY)})] ?? getPageIndexInfoByRoute)(routeMeta, options, getPageIndexInfoByRoute);`;

/** The engine module's code with the edit applied, or an error naming this file. */
export function editEngineModule(code) {
  return replaceOnce(code, FROM, TO, `page-index-cache: @rspress/core's route/extractPageData.js no longer has the line this hook replaces (${FROM}); check plugins/pageIndexCache/engineEdit.mjs`);
}

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!ENGINE_MODULE.test(url)) return result;
  return { ...result, source: editEngineModule(String(result.source)) };
}
