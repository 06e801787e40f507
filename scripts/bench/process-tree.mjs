/** Resident memory of a process and every process it started, read from /proc (Linux). */
import fs from 'node:fs'

/**
 * Each process of the tree rooted at `pid`: its id, command line and resident memory in MB, as
 * resident pages (RSS: a page several processes map, such as the node binary's, counted in each)
 * and as its proportional share (PSS: such a page counted once among them).
 * @param {number} pid
 * @returns {{ pid: number, command: string, rssMb: number, pssMb: number }[]}
 */
export function processTree(pid) {
  /** @type {Map<number, number[]>} */
  const children = new Map()
  /** @type {Map<number, number>} */
  const rss = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const parent = Number(fields[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
      rss.set(Number(entry), (Number(fields[21]) * 4096) / 1024 / 1024)
    } catch {
      // the process ended while we looked
    }
  }
  const tree = []
  const stack = [pid]
  while (stack.length) {
    const current = /** @type {number} */ (stack.pop())
    const rssMb = rss.get(current)
    if (rssMb !== undefined) tree.push({ pid: current, command: commandOf(current), rssMb, pssMb: pssMbOf(current) ?? rssMb })
    stack.push(...(children.get(current) ?? []))
  }
  return tree
}

/** @param {number} pid */
function pssMbOf(pid) {
  try {
    const kb = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : undefined
  } catch {
    return undefined
  }
}

/** @param {number} pid */
function commandOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 4).join(' ')
  } catch {
    return '?'
  }
}

/** Resident memory of the whole tree rooted at `pid`, in MB. */
export const treeRssMb = (/** @type {number} */ pid) => processTree(pid).reduce((sum, { rssMb }) => sum + rssMb, 0)
