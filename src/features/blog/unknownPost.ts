import { notFoundJson } from '@/lib/cachedJson'

export const unknownPost = (url: string) => notFoundJson(`No published blog post has the address '${url}'.`)
