/** The thank-you notice of an enhanced form: announced at once, and kept across a reload of the page. */
const key = 'lead-sent-notice'
export const sentNoticeEvent = 'lead-sent-notice'

/** Shows `message` now; when the page is about to reload, also keeps it for the page that follows. */
export function announceSent(message: string, { beforeReload = false } = {}) {
  if (beforeReload) sessionStorage.setItem(key, message)
  window.dispatchEvent(new CustomEvent(sentNoticeEvent, { detail: message }))
}

/** The notice kept for this page load, if any: shown once. */
export function takeSentNotice(): string | null {
  const message = sessionStorage.getItem(key)
  sessionStorage.removeItem(key)
  return message
}
