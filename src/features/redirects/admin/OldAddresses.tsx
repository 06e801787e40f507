'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type Rule = { id: number | string; from: string; hits?: number | null; automatic?: boolean | null }

/** The redirects that lead to this document, as REST lists them to an editor. */
const rulesUrl = (collection: string, id: number | string) =>
  `/api/redirects?depth=0&limit=100&sort=from&where[and][0][toDocument.relationTo][equals]=${encodeURIComponent(collection)}&where[and][1][toDocument.value][equals]=${encodeURIComponent(String(id))}`

/**
 * On a page, post or case study: the old addresses that lead to it (made when it moved, or by an
 * editor), each with its hits, a link to the redirect and a button that removes it.
 */
export function OldAddresses() {
  const { id, collectionSlug } = useDocumentInfo()
  const [rules, setRules] = useState<Rule[] | null>(null)
  const [error, setError] = useState('')
  // Counted up to read the list again (after a removal).
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (id === undefined || !collectionSlug) return
    let current = true
    fetch(rulesUrl(collectionSlug, id), { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<{ docs: Rule[] }>) : null))
      .then((body) => current && setRules(body?.docs ?? null))
      .catch(() => current && setRules(null))
    return () => {
      current = false
    }
  }, [id, collectionSlug, version])
  const remove = async (rule: Rule) => {
    setError('')
    const response = await fetch(`/api/redirects/${rule.id}`, { method: 'DELETE', credentials: 'include' })
    if (!response.ok) setError(`${rule.from} could not be removed.`)
    setVersion((count) => count + 1)
  }
  if (!rules) return null
  return (
    <section aria-labelledby="old-addresses" style={{ marginBottom: 'var(--base)' }}>
      <h4 id="old-addresses" style={{ marginBottom: 'calc(var(--base) / 4)' }}>
        Old addresses
      </h4>
      {rules.length === 0 ? (
        <p style={{ color: 'var(--theme-elevation-500)' }}>None lead here. When this is published at a new address, its old one will.</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rules.map((rule) => (
            <li key={rule.id} style={{ display: 'flex', gap: 'calc(var(--base) / 2)', alignItems: 'baseline', flexWrap: 'wrap' }}>
              <a href={`/admin/collections/redirects/${rule.id}`} style={{ overflowWrap: 'anywhere' }}>
                {rule.from}
              </a>
              <span style={{ color: 'var(--theme-elevation-500)' }}>{rule.hits ? `${rule.hits} hits` : 'no hits yet'}</span>
              <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={() => void remove(rule)} aria-label={`Remove the redirect from ${rule.from}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  )
}
