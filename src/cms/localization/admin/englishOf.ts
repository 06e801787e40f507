import { defaultLocale } from '@/lib/locales'

type Document = { collectionSlug?: string; globalSlug?: string; id?: number | string }

const documents = new Map<string, Promise<unknown>>()

/** The document as last saved in English (its draft), read once per page. */
export function englishOf({ collectionSlug, globalSlug, id }: Document): Promise<unknown> {
  const path = globalSlug ? `globals/${globalSlug}` : collectionSlug && id !== undefined ? `${collectionSlug}/${id}` : undefined
  if (!path) return Promise.resolve(undefined)
  let document = documents.get(path)
  if (!document) {
    const forget = () => void documents.delete(path)
    // A read that failed is not kept: the next field that asks reads again.
    document = fetch(`/api/${path}?locale=${defaultLocale}&draft=true&depth=0`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : (forget(), undefined)))
      .catch(() => forget())
    documents.set(path, document)
  }
  return document
}

/** The value at a form path ('layout.2.heading') of a document; rows and sections are the same in every language. */
export const valueAt = (document: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), document)
