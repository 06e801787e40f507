/**
 * What makes the admin's live preview follow the editor: the page tells the admin it is ready, and
 * shows the page again (rendered by the server, with the latest draft) each time the admin says the
 * draft was saved, which autosave does as the editor types. In place: the page is fetched and its
 * <main> put in place of this one's, so the document stays, and with it where the editor had
 * scrolled (a reload would flash blank and jump); should the page have no <main>, it is reloaded.
 * These are the messages of Payload's RefreshRouteOnSave, as an inline script. Rendered in an
 * editor's preview only, which the admin opens on its own origin (src/cms/preview.ts).
 */
const script = `(() => {
  const admin = location.origin
  const host = window.opener || (window.parent !== window ? window.parent : null)
  if (!host) return
  host.postMessage({ type: 'payload-live-preview', ready: true }, admin)
  let pending
  let latest = 0
  const refresh = async () => {
    const asked = ++latest
    try {
      const page = new DOMParser().parseFromString(await (await fetch(location.href, { cache: 'no-store' })).text(), 'text/html')
      const main = document.getElementById('main')
      const fresh = page.getElementById('main')
      if (asked !== latest) return
      if (!main || !fresh) return location.reload()
      document.title = page.title
      main.replaceWith(document.adoptNode(fresh))
    } catch {
      if (asked === latest) location.reload()
    }
  }
  window.addEventListener('message', (event) => {
    if (event.origin !== admin || event.data?.type !== 'payload-document-event') return
    clearTimeout(pending)
    pending = setTimeout(refresh, 200)
  })
})()`

export function LivePreviewRefresh() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
