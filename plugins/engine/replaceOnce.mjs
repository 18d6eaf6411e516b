// Engine code edits (./engineModuleEdit.ts for ./hydrateOnce.ts and ./compactRoutes.ts in the browser build, ./ssgPageLookup.ts and ./serverRender/index.ts in
// the server builds, ./pageIndexCache/engineEdit.mjs as Node loads the engine): each replaces
// exactly one occurrence, and throws `message` when the engine's module has none or several, so an edit never
// lands elsewhere after an engine update. Plain JavaScript, because the Node load hook runs in a loader thread
// without the build's TypeScript loader.
export function replaceOnce(code, from, to, message) {
  const at = code.indexOf(from);
  if (at < 0 || code.indexOf(from, at + 1) >= 0) throw new Error(message);
  return code.slice(0, at) + to + code.slice(at + from.length);
}
