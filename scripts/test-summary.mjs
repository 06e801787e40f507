/** Adds up the test reports of one `npm test` run into a single closing line. */
import fs from 'node:fs'
import path from 'node:path'

const dir = '.test-results'
let passed = 0
let failed = 0
let skipped = 0
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  if (report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
  } else {
    // Vitest
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + report.numTodoTests
  }
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
