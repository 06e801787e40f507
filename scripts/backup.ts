/**
 * npm run backup [-- FILE or FOLDER]: one archive of the site (default backups/site-<UTC time>.tar.gz,
 * in FOLDER under that name) with the database, every upload (local folders or the S3 bucket) and
 * the rest of the data folder, plus a manifest of every file's size and SHA-256. The site may keep running. See src/backup/manifest.ts.
 */
import { parseArgs } from 'node:util'

import { archivePathFor, createBackup } from '../src/backup/backup'

const { positionals } = parseArgs({ allowPositionals: true, options: {} })
if (positionals.length > 1) {
  console.error('Usage: npm run backup [-- FILE or FOLDER]')
  process.exit(1)
}
const output = archivePathFor(positionals[0])

try {
  const summary = await createBackup(output, (line) => console.log(line))
  console.log(`Wrote ${output}: the ${summary.database} database, ${summary.uploads} uploaded files, ${summary.fileCount} files in all (${summary.bytes} bytes before compression).`)
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
