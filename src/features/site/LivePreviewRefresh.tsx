/**
 * What makes the admin's live preview follow the editor: the page tells the admin it is ready, and
 * renders again (from the server, with the latest draft) each time the admin says the draft was
 * saved, which autosave does as the editor types. It renders in place, as router.refresh() does,
 * keeping where the editor had scrolled: Next's router is reached through `window.next.router`
 * (the app router's own instance, which Next leaves there), with a reload should a Next upgrade
 * take it away. These are the messages of Payload's
 * RefreshRouteOnSave; an inline script rather than that client component, which Next would bundle
 * with the layout's scripts every visitor downloads. Rendered in an editor's preview only, which
 * the admin opens on its own origin (src/cms/preview.ts).
 */
const script = `(() => {
  const admin = location.origin
  const host = window.opener || (window.parent !== window ? window.parent : null)
  if (!host) return
  host.postMessage({ type: 'payload-live-preview', ready: true }, admin)
  let pending
  window.addEventListener('message', (event) => {
    if (event.origin !== admin || event.data?.type !== 'payload-document-event') return
    clearTimeout(pending)
    pending = setTimeout(() => {
      const router = window.next?.router
      if (typeof router?.refresh === 'function') router.refresh()
      else location.reload()
    }, 200)
  })
})()`

export function LivePreviewRefresh() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
