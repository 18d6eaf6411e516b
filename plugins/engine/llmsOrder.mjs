// Node load hook (registered by ./nodeHooks.mjs). To write llms.txt the engine sorts each group of routes
// by the sidebar, and its comparator looks both routes up in the whole sidebar with react-router's
// matchPath on every comparison: n log n comparisons of n lookups each, 0.3 s of a build at 326 pages. The
// edit looks each route up once per sort and keeps its place; the order is the same. Plain JavaScript: the
// hook runs in a loader thread of its own, without the build's TypeScript loader.
import { replaceOnce } from './replaceOnce.mjs';

export const LLMS_MODULE = /[\\/]@rspress[\\/]core[\\/]dist[\\/]node[\\/]ssg-md[\\/]llms[\\/]emitLlmsTxt\.js$/;
const FROM = `    routes.sort((a, b)=>{
        const aIndex = orderList.findIndex((order)=>matchPath(normalizeLink(order), a));
        const bIndex = orderList.findIndex((order)=>matchPath(normalizeLink(order), b));
`;
const TO = `    const alistPlaces = new Map();
    const alistPlaceOf = (route)=>{
        if (!alistPlaces.has(route)) alistPlaces.set(route, orderList.findIndex((order)=>matchPath(normalizeLink(order), route)));
        return alistPlaces.get(route);
    };
    routes.sort((a, b)=>{
        const aIndex = alistPlaceOf(a);
        const bIndex = alistPlaceOf(b);
`;

/** The engine module's code with the edit applied, or an error naming this file. */
export function editLlmsModule(code) {
  return replaceOnce(code, FROM, TO, "llms-order: @rspress/core's ssg-md/llms/emitLlmsTxt.js no longer has the sort this hook replaces; check plugins/engine/llmsOrder.mjs");
}

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!LLMS_MODULE.test(url)) return result;
  return { ...result, source: editLlmsModule(String(result.source)) };
}
