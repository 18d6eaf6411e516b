// Node load hook (registered by ../nodeHooks.mjs). Before compiling anything, the engine parses every
// page with remark, twice (MDX for imports, then Markdown), to read its title, outline and description:
// 7 s of a 30 s build. The edit routes each page through the function ./index.ts installs, which
// answers from a cache of earlier builds when the page's file is unchanged; without that function
// (e.g. `npx rspress build`) the engine's own code runs as before. A second edit lets that function
// spare the first parse of a page it has found to import no Markdown file (`NO_MARKDOWN_IMPORTS` in the
// options): that parse only looks for Markdown imports to inline, and without one the engine keeps the
// text as it is. Plain JavaScript: the hook runs in a loader thread of its own, without the build's
// TypeScript loader.
import { replaceOnce } from '../replaceOnce.mjs';

export const ENGINE_MODULE = /[\\/]@rspress[\\/]core[\\/]dist[\\/]node[\\/]route[\\/]extractPageData\.js$/;
export const HOOK_KEY = 'alist-docs.pageIndexInfo';
const FROM = 'const pageIndexInfo = await getPageIndexInfoByRoute(routeMeta, options);';
const TO = `const pageIndexInfo = await (globalThis[Symbol.for(${JSON.stringify(HOOK_KEY)})] ?? getPageIndexInfoByRoute)(routeMeta, options, getPageIndexInfoByRoute);`;
/** The option ./index.ts passes for a page whose imports it resolved and found no Markdown file among. */
export const NO_MARKDOWN_IMPORTS = 'alistNoMarkdownImports';
const FLATTEN_FROM = 'const { flattenContent } = await flattenMdxContent(applyReplaceRules(contentWithoutFrontMatter, replaceRules), route.absolutePath, alias);';
const FLATTEN_TO = `const alistText = applyReplaceRules(contentWithoutFrontMatter, replaceRules);
    const { flattenContent } = options.${NO_MARKDOWN_IMPORTS} ? { flattenContent: alistText } : await flattenMdxContent(alistText, route.absolutePath, alias);`;

/** The engine module's code with the edit applied, or an error naming this file. */
export function editEngineModule(code) {
  const fail = (line) => `page-index-cache: @rspress/core's route/extractPageData.js no longer has the line this hook replaces (${line}); check plugins/pageIndexCache/engineEdit.mjs`;
  return replaceOnce(replaceOnce(code, FROM, TO, fail(FROM)), FLATTEN_FROM, FLATTEN_TO, fail(FLATTEN_FROM));
}

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!ENGINE_MODULE.test(url)) return result;
  return { ...result, source: editEngineModule(String(result.source)) };
}
