/** The admin's favicon: the site's monogram (icon.svg) in reverse, with a pencil's tip, so its tabs stand apart from the site's. */
const adminIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#f6f1ea"/>' +
  '<rect x="2" y="2" width="60" height="60" rx="12" fill="none" stroke="#7a1f1f" stroke-width="4"/>' +
  '<path d="M18 48V16h5l18 22V16h5v32h-5L23 26v22z" fill="#7a1f1f"/><path d="M44 58l4-12 10 0-4 12z" fill="#c79a3b"/></svg>'

export function GET() {
  return new Response(adminIcon, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' },
  })
}
