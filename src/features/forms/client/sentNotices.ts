/** The thank-you notice of an enhanced form: announced at once, and kept across a reload of the page. */
const key = 'lead-sent-notice'
export const sentNoticeEvent = 'lead-sent-notice'

/** Shows `message` now; when the page is about to be left for another of this site (or reloaded), also keeps it for that page. */
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

/**
 * Shows the notices announced in this page, and one kept from before a reload, in the page's notice
 * (SentNotice.tsx: hidden until it has a message); its dismiss button hides it. No framework: it runs
 * on every page, before any other script.
 */
export function showSentNotices() {
  const notice = document.querySelector<HTMLElement>('[data-sent-notice]')
  if (!notice) return
  const show = (message: string | null) => {
    notice.querySelector('[data-message]')!.textContent = message
    notice.hidden = !message
  }
  notice.querySelector('button')?.addEventListener('click', () => show(null))
  window.addEventListener(sentNoticeEvent, (event) => show((event as CustomEvent<string>).detail))
  const kept = takeSentNotice()
  if (kept) show(kept)
}
