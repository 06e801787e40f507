/** Resident memory of a process and every process it started, read from /proc (Linux). */
import fs from 'node:fs'

/** Each process of the tree rooted at `pid`: its id, command line and resident memory in MB. */
export function processTree(pid) {
  const children = new Map()
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
    const current = stack.pop()
    if (rss.has(current)) tree.push({ pid: current, command: commandOf(current), rssMb: rss.get(current) })
    stack.push(...(children.get(current) ?? []))
  }
  return tree
}

function commandOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 4).join(' ')
  } catch {
    return '?'
  }
}

/** Resident memory of the whole tree rooted at `pid`, in MB. */
export const treeRssMb = (pid) => processTree(pid).reduce((sum, { rssMb }) => sum + rssMb, 0)
