/**
 * Third-party tags of SPEC.md §7 (ad network, ad serving, icon-font stylesheet, two analytics
 * scripts). Each is off unless its environment variable is set at build time, so by default the
 * site requests nothing from another host. A value that is not an https URL fails the build.
 * The /tool/ pages never carry them: they hold client secrets, PKCE verifiers, passwords and tokens.
 */
export const headVariables = {
  DOCS_AD_NETWORK_SCRIPT: 'script',
  DOCS_AD_SERVING_SCRIPT: 'script',
  DOCS_ICON_FONT_CSS: 'stylesheet',
  DOCS_ANALYTICS_SCRIPT_1: 'script',
  DOCS_ANALYTICS_SCRIPT_2: 'script',
} as const;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The <head> tags for the variables that are set, in a fixed order. */
export function thirdPartyHeadTags(env: Record<string, string | undefined>): string[] {
  const tags: string[] = [];
  for (const [name, kind] of Object.entries(headVariables)) {
    const value = env[name]?.trim();
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`${name} must be an https URL, got "${value}"`);
    }
    if (url.protocol !== 'https:') throw new Error(`${name} must be an https URL, got "${value}"`);
    const href = escapeAttribute(url.toString());
    tags.push(kind === 'stylesheet' ? `<link rel="stylesheet" href="${href}">` : `<script async src="${href}" crossorigin="anonymous"></script>`);
  }
  return tags;
}

/** A /tool/ page (either language, any case): pages that hold secrets and load no third-party code. */
export function isToolPath(pathname: string): boolean {
  return /^\/(zh\/)?tool(\/|$)/i.test(pathname);
}

/**
 * The config `head` entries of the third-party tags: each one a function of the route, so that the engine
 * writes it into every page except the /tool/ ones.
 */
export function thirdPartyHeadEntries(env: Record<string, string | undefined>): ((route: { routePath: string }) => string | undefined)[] {
  return thirdPartyHeadTags(env).map((tag) => (route) => (isToolPath(route.routePath) ? undefined : tag));
}
