import autocannon from 'autocannon'
import { formHeaders } from './server-process.mjs'
const origin = 'http://localhost:3200'
const { token } = await (await fetch(`${origin}/api/form-token`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json()
const body = JSON.stringify({ name: 'Bench Mark', phone: '+971 50 123 4567', email: 'bench@example.com', work_type: 'Fit Out', project_category: 'Commercial', message: 'A benchmark quote request.', token })
const r = await new Promise((res, rej) => autocannon({ url: `${origin}/api/get-quote`, connections: 20, duration: 8, method: 'POST', body, headers: formHeaders(origin, token) }, (e, r) => (e ? rej(e) : res(r))))
console.log('rps', Math.round(r.requests.average), 'p99', r.latency.p99, '2xx', r['2xx'], 'non2xx', r.non2xx, 'errors', r.errors)
