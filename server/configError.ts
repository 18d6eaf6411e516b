/** A configuration value the service cannot run with; the message names the variable. */
export class ConfigError extends Error {}

/** The origin of an http(s) address given in variable `name`. */
export function originOf(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(`${name}: "${value}" is not an address (expected e.g. https://docs.example.com)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name}: "${value}" must start with https:// or http://`);
  return url.origin;
}
