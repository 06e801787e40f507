import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { waitFor } from './waitFor'

const siteConf = path.resolve(import.meta.dirname, '../../deploy/nginx/site.conf')

export type Nginx = { origin: string; httpOrigin: string; pid: number; stop: () => Promise<void> }

type Options = { upstreams: string[]; httpPort: number; httpsPort: number; certificate: string; key: string }

/**
 * Debian's nginx with deploy/nginx/site.conf (its tokens replaced) in front of `upstreams`
 * ('127.0.0.1:3401', …), in a folder of its own, on the given ports, with a certificate for localhost.
 */
export async function startNginx({ upstreams, httpPort, httpsPort, certificate, key }: Options): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'))
  fs.chmodSync(dir, 0o755)
  const site = fs.readFileSync(siteConf, 'utf8')
    .replace('__UPSTREAM_SERVERS__', upstreams.map((address) => `server ${address} max_fails=1 fail_timeout=2s;`).join('\n    '))
    .replaceAll('__SERVER_NAME__', 'localhost')
    .replace('__HTTP_PORT__', `127.0.0.1:${httpPort}`)
    .replace('__HTTPS_PORT__', `127.0.0.1:${httpsPort}`)
    .replace('__HTTPS_PORT_SUFFIX__', `:${httpsPort}`)
    .replace('__TLS_CERTIFICATE__', certificate)
    .replace('__TLS_CERTIFICATE_KEY__', key)
  const left = /__[A-Z_]+__/.exec(site)
  if (left) throw new Error(`deploy/nginx/site.conf has a token the cluster test does not fill: ${left[0]}`)
  fs.writeFileSync(path.join(dir, 'site.conf'), site)
  const temp = (name: string) => {
    const folder = path.join(dir, name)
    fs.mkdirSync(folder, { mode: 0o777 })
    fs.chmodSync(folder, 0o777)
    return `${name}_temp_path ${folder};`
  }
  fs.writeFileSync(path.join(dir, 'nginx.conf'), `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${dir}/site.conf;
}
`)
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`)
    return fs.existsSync(path.join(dir, 'nginx.pid'))
  }, 10_000)
  return {
    origin: `https://localhost:${httpsPort}`,
    httpOrigin: `http://localhost:${httpPort}`,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGQUIT')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
