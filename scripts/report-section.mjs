/**
 * Sections of docs/benchmarks.md written by scripts other than bench.mjs (the fuzz run, the kill -9
 * run): each between `<!-- name -->` and `<!-- /name -->`, replaced in place, kept by bench.mjs.
 */
import fs from 'node:fs'
import path from 'node:path'

const file = path.resolve(import.meta.dirname, '..', 'docs', 'benchmarks.md')
const sectionPattern = /<!-- ([\w-]+) -->[\s\S]*?<!-- \/\1 -->\n?/g

/** The marked sections of the report as they are now, to be kept when the rest is rewritten. */
export const keptSections = () => (fs.existsSync(file) ? [...fs.readFileSync(file, 'utf8').matchAll(sectionPattern)].map((match) => match[0]).join('\n') : '')

/**
 * @param {string} name
 * @param {string} markdown
 */
export function writeReportSection(name, markdown) {
  const section = `<!-- ${name} -->\n${markdown.trim()}\n<!-- /${name} -->\n`
  const report = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n'
  const pattern = new RegExp(`<!-- ${name} -->[\\s\\S]*?<!-- /${name} -->\\n?`)
  fs.writeFileSync(file, pattern.test(report) ? report.replace(pattern, section) : `${report.trimEnd()}\n\n${section}`)
}
