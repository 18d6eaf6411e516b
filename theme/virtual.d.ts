declare module 'virtual-routes' {
  export const routes: { path: string; lang: string; [key: string]: unknown }[];
}
declare module '*.css';
