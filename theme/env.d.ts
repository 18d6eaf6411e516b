/**
 * Build-time flags: import.meta.env.SSG_MD (the engine's) is true only in the Markdown-twin build, and SSR (the
 * bundler's) in the server builds.
 */
interface ImportMetaEnv {
  readonly SSG_MD?: boolean;
  readonly SSR?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
