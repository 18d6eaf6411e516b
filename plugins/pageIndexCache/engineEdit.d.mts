// Types of ./engineEdit.mjs, a plain JavaScript Node load hook.
export const ENGINE_MODULE: RegExp;
export const HOOK_KEY: string;
export const NO_MARKDOWN_IMPORTS: string;
export function editEngineModule(code: string): string;
export function load(url: string, context: object, nextLoad: (url: string, context: object) => Promise<{ source?: unknown }>): Promise<{ source?: unknown }>;
