import os from 'node:os'
import { describe, expect, it } from 'vitest'

import { isInsideAddress, targetProblem } from './addresses'
import { postOnce } from './delivery/post'

describe('addresses webhooks may not reach', () => {
  it('are loopback, private, link-local, metadata and what is no unicast address, in IPv4, IPv6 and IPv4 mapped into IPv6', () => {
    const inside = ['127.0.0.1', '127.8.9.1', '10.0.0.5', '172.16.0.1', '172.31.255.255', '192.168.1.10', '169.254.169.254', '100.100.100.200', '0.0.0.0', '255.255.255.255', '224.0.0.1']
    const insideV6 = ['::1', '::', 'fd00:ec2::254', 'fc00::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::a9fe:a9fe']
    const outside = ['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::6810:84e5', '::ffff:8.8.8.8', '100.63.255.255']
    expect([...inside, ...insideV6].filter((address) => !isInsideAddress(address))).toEqual([])
    expect(outside.filter(isInsideAddress)).toEqual([])
    expect(isInsideAddress('not an address')).toBe(true)
  })

  it('are refused when a destination is saved, unless private targets are allowed; so is anything but https, and credentials', () => {
    expect(targetProblem('https://hooks.slack.com/services/T0/B0/x', false)).toBeUndefined()
    expect(targetProblem('https://crm.example:8443/in?key=1', false)).toBeUndefined()
    // The URL parser reads every way of writing an IPv4 address: 0x7f.1, 2130706433 and 017700000001 are 127.0.0.1.
    for (const url of ['https://0x7f.1/x', 'https://2130706433/x', 'https://017700000001/x', 'https://127.0.0.1/x', 'https://[::1]/x', 'https://169.254.169.254/latest/meta-data', 'https://10.0.0.1/', 'https://localhost/x', 'https://[::ffff:7f00:1]/'])
      expect(targetProblem(url, false), url).toMatch(/private network/)
    expect(targetProblem('http://crm.example/x', false)).toBe('The address must start with https://.')
    expect(targetProblem('ftp://crm.example/x', true)).toBe('The address must start with https://.')
    expect(targetProblem('http://crm.example/x', true)).toBe('The address must start with https://.')
    expect(targetProblem('https://user:pass@crm.example/x', false)).toMatch(/user name or password/)
    expect(targetProblem('not a url', false)).toBe('The address is not a URL.')
    expect(targetProblem('http://localhost:3000/x', true)).toBeUndefined()
    expect(targetProblem('https://10.0.0.1/', true)).toBeUndefined()
  })

  it('are refused when the connection is made, whatever the name: no request leaves', async () => {
    const options = { timeoutMs: 2_000, allowPrivate: false }
    const literal = await postOnce('https://169.254.169.254/latest', '{}', {}, options)
    expect(literal).toMatchObject({ kind: 'refused', excerpt: expect.stringMatching(/private network/) })
    // This machine's own name resolves to a loopback or private address, which only the lookup tells.
    const named = await postOnce(`https://${os.hostname()}/hook`, '{}', {}, options)
    expect(named).toMatchObject({ kind: 'refused', excerpt: expect.stringMatching(new RegExp(`^${os.hostname()} resolves to .* inside a private network$`)) })
  })
})
