/**
 * npm's postinstall: one correction to Payload's admin, until Payload ships it. Payload 3.90's
 * "Schedule publish" dialog opens on Unpublish for a document with no newer draft, which includes
 * a draft never published, the very case scheduling is for: there it opens on Publish. Each edit
 * is applied once (a second run changes nothing) and fails loudly when Payload's code no longer
 * reads as expected (after an upgrade: check whether the correction is still needed).
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

const edits = [
  {
    // The admin's bundle: D is whether newer (draft) versions exist, r whether a published one does.
    file: 'node_modules/@payloadcms/ui/dist/exports/client/index.js',
    from: 'defaultType:D?"publish":"unpublish"',
    to: 'defaultType:D||!r?"publish":"unpublish"',
  },
  {
    file: 'node_modules/@payloadcms/ui/dist/elements/PublishButton/index.js',
    from: "defaultType: !hasNewerVersions ? 'unpublish' : 'publish',",
    to: "defaultType: hasPublishedDoc && !hasNewerVersions ? 'unpublish' : 'publish',",
  },
]

for (const { file, from, to } of edits) {
  const target = path.join(root, file)
  const text = fs.readFileSync(target, 'utf8')
  if (text.includes(to)) continue
  if (text.split(from).length !== 2) throw new Error(`${file} no longer holds the code patch-payload.mjs corrects: check Payload's schedule dialog`)
  // A new file, renamed over the old one: a hard-linked copy of node_modules elsewhere keeps its own.
  fs.writeFileSync(`${target}.patched`, text.replace(from, to))
  fs.renameSync(`${target}.patched`, target)
  console.log(`patch-payload: ${file}`)
}
