declare module 'virtual:site-islands' {
  import type { ComponentType } from 'react'
  export const islands: Record<string, () => Promise<ComponentType<Record<string, unknown>>>>
}
