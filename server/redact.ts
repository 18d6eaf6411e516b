/**
 * Provider errors are relayed to whoever called, and some providers echo the request in them (a form body,
 * a query string). Before relaying, every value the service itself sent the provider is cut out, in the
 * encodings an echo would use: as sent, URL-encoded, form-encoded and JSON-escaped.
 */
export type Redact = (text: string) => string;

/** Values shorter than this are left alone: cutting them would garble every message, and they guard nothing. */
const MIN_LENGTH = 4;
export const REDACTED = '[redacted]';

export function redactor(sent: readonly (string | undefined | null)[]): Redact {
  const forms = new Set<string>();
  for (const value of sent) {
    if (!value || value.length < MIN_LENGTH) continue;
    forms.add(value);
    forms.add(encodeURIComponent(value));
    forms.add(new URLSearchParams({ v: value }).toString().slice(2));
    forms.add(JSON.stringify(value).slice(1, -1));
  }
  // Longest first, so a value inside another is not cut before the one that holds it.
  const ordered = [...forms].sort((a, b) => b.length - a.length);
  return (text) => ordered.reduce((t, form) => t.split(form).join(REDACTED), text);
}
