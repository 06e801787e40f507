/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    'client:site'?: boolean
  }
}
export {}
