import type { ServerResponse } from 'node:http'

/**
 * Closes the connection of a refused request without losing the refusal. A client may still be
 * sending the body we refused; closing at once with its bytes unread makes the kernel reset the
 * connection, and a client that has not yet read our answer loses it (it sees EPIPE or ECONNRESET
 * instead of the 413). So, as Apache and nginx do ("lingering close"), we stop writing, drop what
 * still arrives for a moment, and only then close.
 */
export function closeLingering(res: ServerResponse, lingerMs = 2000) {
  const socket = res.socket
  if (!socket) return
  // Node's server calls destroySoon() once a `Connection: close` answer is written.
  socket.destroySoon = () => {
    socket.end()
    setTimeout(() => socket.destroy(), lingerMs).unref()
  }
}
