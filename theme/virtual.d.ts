declare module 'virtual-routes' {
  export const routes: { path: string; lang: string; [key: string]: unknown }[];
}
declare module '*.css';
declare module 'virtual-driver-matrix-en' {
  const data: import('../plugins/content/driverMatrix').MatrixData;
  export default data;
}
declare module 'virtual-driver-matrix-zh' {
  const data: import('../plugins/content/driverMatrix').MatrixData;
  export default data;
}
declare module 'virtual-version-history' {
  const data: import('../plugins/content/versionHistory').VersionData;
  export default data;
}
declare module 'virtual-upgrade-default' {
  const data: import('../plugins/content/versionHistory').UpgradeDefault;
  export default data;
}
declare module 'virtual-version-tags' {
  const tags: string[];
  export default tags;
}
