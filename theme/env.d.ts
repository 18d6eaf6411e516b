/** Build-time flag: import.meta.env.SSR (the bundler's) is true in the server builds. */
interface ImportMetaEnv {
  readonly SSR?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
