/** Build-time flags the engine defines (import.meta.env.SSG_MD is true only in the Markdown-twin build). */
interface ImportMetaEnv {
  readonly SSG_MD?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
