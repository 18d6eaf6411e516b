// Types of ./llmsOrder.mjs, a plain JavaScript Node load hook.
export const LLMS_MODULE: RegExp;
export function editLlmsModule(code: string): string;
export function load(url: string, context: object, nextLoad: (url: string, context: object) => Promise<{ source?: unknown }>): Promise<{ source?: unknown }>;
