// Types of ./replaceOnce.mjs.
export function replaceOnce(code: string, from: string, to: string, message: string): string;
