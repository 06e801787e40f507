import net from 'node:net'
import type { AddressInfo } from 'node:net'

/** A loopback port nobody listens on now. */
export const freeLoopbackPort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
