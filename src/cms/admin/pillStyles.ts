/** A choice among a few, as a rounded link (quick filters, the inbox's views), and the one on show. */
export const pill = {
  padding: 'calc(var(--base) / 4) calc(var(--base) / 1.5)',
  borderRadius: 'var(--style-radius-l)',
  border: '1px solid var(--theme-elevation-200)',
  textDecoration: 'none',
  color: 'var(--theme-text)',
}
export const currentPill = { ...pill, background: 'var(--theme-elevation-800)', borderColor: 'var(--theme-elevation-800)', color: 'var(--theme-bg)' }
