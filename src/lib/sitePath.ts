/**
 * `value` if it is an address on this site ('/about-us', '/blog/a-post?x=1'), else null: another
 * site ('https://…', '//host', '/\\host', which browsers read as '//host') must never be redirected to.
 */
export function sitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  if (/[\u0000-\u001f]/.test(value)) return null
  return new URL(value, 'http://site').origin === 'http://site' ? value : null
}
