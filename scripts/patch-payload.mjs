/**
 * npm's postinstall: two corrections to Payload 3.90's admin, until Payload ships them. Each is made
 * in the admin's bundle (what the app loads) and in the module it was built from. Each edit is
 * applied once (a second run changes nothing) and fails loudly when Payload's code no longer reads
 * as expected (after an upgrade: check whether the correction is still needed).
 *
 * 1. The "Schedule publish" dialog opens on Unpublish for a document with no newer draft, which
 *    includes a draft never published, the very case scheduling is for: there it opens on Publish.
 * 2. Signed out, the auth provider drew nothing until the browser had asked /api/users/me who is
 *    signed in, which the server already knew: the sign-in page stayed blank until the scripts had
 *    loaded and that request had returned. It is now drawn by the server, like every other page.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

// internals: payload-ui-patch
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
  {
    // g is the user the server rendered with, D whether the browser has asked for it since.
    file: 'node_modules/@payloadcms/ui/dist/exports/client/index.js',
    from: '!g&&!D?null:Kk(v3,',
    to: '/* patch-payload: drawn signed out too */Kk(v3,',
  },
  {
    file: 'node_modules/@payloadcms/ui/dist/providers/Auth/index.js',
    from: 'if (!user && !fetchedUserOnMount) {\n    return null;\n  }\n',
    to: '// patch-payload: drawn signed out too\n',
  },
]

for (const { file, from, to } of edits) {
  const target = path.join(root, file)
  const text = fs.readFileSync(target, 'utf8')
  if (text.includes(to)) continue
  if (text.split(from).length !== 2) throw new Error(`${file} no longer holds the code patch-payload.mjs corrects: check the corrections above`)
  // A new file, renamed over the old one: a hard-linked copy of node_modules elsewhere keeps its own.
  fs.writeFileSync(`${target}.patched`, text.replace(from, to))
  fs.renameSync(`${target}.patched`, target)
  console.log(`patch-payload: ${file}`)
}
