import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** Tailwind classes that say left or right where they mean the start or end of a line. */
const physical =
  /(?<![\w-])-?(?:[a-z-]+:)*(?:ml|mr|pl|pr|scroll-ml|scroll-mr|scroll-pl|scroll-pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|text-left|text-right|float-left|float-right|clear-left|clear-right)(?:-[\w./[\]%-]+)?(?![\w-])/g

/** The files that hold classes: components and style sheets (the demo copy and generated types hold none). */
function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'content' ? [] : sourceFiles(file)
    return /\.(tsx|css)$/.test(entry.name) ? [file] : []
  })
}

/** The class strings of a file: className values, @apply lines, and template literals in JSX. */
const classStrings = (text: string) => [
  ...[...text.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)'\})/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? ''),
  ...[...text.matchAll(/@apply ([^;]*);/g)].map((match) => match[1]!),
  ...[...text.matchAll(/'([a-z0-9:[\]./%-]+(?: [a-z0-9:[\]./%-]+)+)'/g)].map((match) => match[1]!),
]

describe('ready for right-to-left', () => {
  it('lays out with logical properties only (ms-/me-, ps-/pe-, start-/end-, text-start), never left or right', () => {
    const offenders = sourceFiles(path.resolve('src')).flatMap((file) =>
      classStrings(fs.readFileSync(file, 'utf8')).flatMap((classes) =>
        (classes.match(physical) ?? []).map((found) => `${path.relative('.', file)}: ${found.trim()}`),
      ),
    )
    expect(offenders).toEqual([])
  })
})
