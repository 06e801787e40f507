/** After a successful submission the page changes; the notice survives it in session storage. */
const key = 'lead-sent-notice'
export const sentNoticeEvent = 'lead-sent-notice'

export function announceSent(message: string) {
  sessionStorage.setItem(key, message)
  window.dispatchEvent(new Event(sentNoticeEvent))
}

export function takeSentNotice(): string | null {
  const message = sessionStorage.getItem(key)
  sessionStorage.removeItem(key)
  return message
}
