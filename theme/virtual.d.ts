declare module 'virtual-routes' {
  export const routes: { path: string; lang: string; [key: string]: unknown }[];
}
declare module '*.css';
declare module 'virtual-driver-matrix' {
  const rows: import('../plugins/driverMatrix').MatrixRow[];
  export default rows;
}
