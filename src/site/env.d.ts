/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean
    'client:site'?: boolean
  }
}
export {}
