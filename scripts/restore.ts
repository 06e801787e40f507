/**
 * npm run restore -- ARCHIVE [--force]: brings this instance (DATABASE_URL or the SQLite file, DATA_DIR,
 * the S3 bucket when S3_BUCKET is set) to the content of a backup made by `npm run backup`. Refuses a
 * database that already has content unless --force. Stop the site before restoring over it.
 * `--check` only checks every file of the archive against its manifest, and changes nothing.
 * Exit codes: 0 restored (or checked), 2 refused (nothing changed), 1 failed.
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'

import { RestoreRefused, checkBackup, restoreBackup } from '../src/backup/restore'
import { buildStampFile } from './build-stamp.mjs'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false }, check: { type: 'boolean', default: false } },
})
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- ARCHIVE [--force | --check]')
  process.exit(1)
}

try {
  if (options.check) {
    const summary = await checkBackup(positionals[0]!)
    console.log(`${positionals[0]}: the ${summary.database} backup of ${summary.createdAt}, ${summary.fileCount} files (${summary.bytes} bytes), each matching its SHA-256.`)
    process.exit(0)
  }
  const summary = await restoreBackup(positionals[0]!, { force: options.force, log: (line) => console.log(line) })
  // The built pages hold the content of their build time: the next `npm start` rebuilds them.
  fs.rmSync(buildStampFile, { force: true })
  const uploads = Object.entries(summary.uploads).map(([prefix, count]) => `${count} ${prefix}`).join(', ')
  console.log(
    `Restored the backup of ${summary.manifest.createdAt}: the ${summary.manifest.database} database, uploaded files (${uploads}) ` +
      `to ${summary.uploadedTo === 's3' ? 'the S3 bucket' : 'the data folder'}, ${summary.dataFiles} other data files; ` +
      `${summary.verified} files matched the manifest's SHA-256. Start the site (npm start) to apply newer migrations.`,
  )
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(error instanceof RestoreRefused ? `Restore refused: ${message}` : `Restore failed: ${message}`)
  process.exit(error instanceof RestoreRefused ? 2 : 1)
}
