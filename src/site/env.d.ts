/// <reference types="astro/client" />

/** The page's inline scripts and where its loader is (src/site/build/siteScripts.mjs). */
declare module 'virtual:site-script' {
  export const submitGuard: string
  export const siteScript: string
  export const loaderRecord: string
  export const sourceLoader: string
}
