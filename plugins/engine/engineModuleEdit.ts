/**
 * An edit of one of the engine's browser modules: the module, by the end of its path, and pieces of its
 * code each replaced exactly once (./replaceOnce.mjs). Used by ./hydrateOnce.ts and ./compactRoutes.ts.
 */
import { replaceOnce } from './replaceOnce.mjs';

export interface EngineModuleEdit {
  /** The module, by the end of its path. */
  module: RegExp;
  name: string;
  replacements: [from: string, to: string][];
}

/** The module's code with the edit applied, or an error naming the plugin (`tag`) and its file. */
export function applyEngineEdit(code: string, edit: EngineModuleEdit, tag: string, file: string): string {
  return edit.replacements.reduce(
    (out, [from, to]) => replaceOnce(out, from, to, `${tag}: @rspress/core ${edit.name} no longer has the code this plugin replaces (${JSON.stringify(from.slice(0, 80))}…); check ${file}`),
    code,
  );
}
