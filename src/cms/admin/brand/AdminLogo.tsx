import type { Payload } from 'payload'

/**
 * The sign-in page's brand: the site's monogram and the company's name (from the Company global,
 * so it follows a rename), where Payload would show its own logo.
 */
export async function AdminLogo({ payload }: { payload: Payload }) {
  const company = await payload.findGlobal({ slug: 'company', depth: 0, select: { name: true } })
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG, drawn as it is */}
      <img src="/icon.svg" alt="" width={44} height={44} />
      <span style={{ fontSize: '1.5rem', fontWeight: 600, letterSpacing: '-0.01em' }}>{company.name}</span>
    </span>
  )
}
