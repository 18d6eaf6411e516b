import { strFromU8, unzlibSync } from 'fflate';

/** Reverses plugins/content/encodeContent.ts: base64 → zlib → UTF-8 text. Works in the browser and in SSR. */
export function decodeContent(encoded: string): string {
  const binary = atob(encoded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return strFromU8(unzlibSync(bytes));
}
