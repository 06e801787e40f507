/**
 * Adds up the test reports of one `npm test` run into a single closing line. Its arguments are the
 * stages that failed (scripts/test.sh): one whose reports hold no failed test (a type error, a build
 * that broke before its tests ran) counts as one failure, so that the line never reads as a pass.
 */
import fs from 'node:fs'
import path from 'node:path'

const dir = '.test-results'
const failedStages = process.argv.slice(2)
const reports = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : []
let passed = 0
let failed = 0
let skipped = 0
const failedTestsOf = new Map()
const failedTitles = []
/** CI shows only the tail of the output: each failure's reason, without its colours, cut to a few lines. */
const reasonOf = (/** @type {string | undefined} */ message) =>
  (message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 8)
    .map((line) => `    ${line}`)
    .join('\n')
/**
 * Playwright's suites nest; a spec's tests are one per project, "unexpected" when they failed.
 * @typedef {{ status: string, results: { error?: { message?: string, location?: { line: number } } }[] }} Test
 * @typedef {{ file: string, title: string, tests: Test[] }} Spec
 * @typedef {{ specs?: Spec[], suites?: Suite[] }} Suite
 * @param {Suite} suite
 * @returns {string[]}
 */
const unexpectedIn = (suite) => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => {
        const error = test.results.at(-1)?.error
        return `${spec.file}${error?.location ? `:${error.location.line}` : ''}: ${spec.title}\n${reasonOf(error?.message)}`
      }),
  ),
  ...(suite.suites ?? []).flatMap(unexpectedIn),
]
for (const file of reports) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  const counts = report.stats
    ? // Playwright
      { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped }
    : // Vitest
      { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
  passed += counts.passed
  failed += counts.failed
  skipped += counts.skipped
  failedTestsOf.set(file, counts.failed)
  failedTitles.push(
    ...(report.stats
      ? report.suites.flatMap(unexpectedIn)
      : report.testResults.flatMap(
          (/** @type {{ name: string, assertionResults: { status: string, fullName: string, failureMessages: string[] }[] }} */ result) =>
            result.assertionResults
              .filter((test) => test.status === 'failed')
              .map((test) => `${path.relative('.', result.name)}: ${test.fullName}\n${reasonOf(test.failureMessages[0])}`),
        )),
  )
}
if (failedTitles.length) console.log(`\n${failedTitles.map((title) => `Failed: ${title}`).join('\n')}`)
for (const stage of failedStages) {
  const testsFailed = reports.some((file) => file.startsWith(stage) && failedTestsOf.get(file) > 0)
  console.log(`\nStage failed: ${stage}${testsFailed ? '' : ' (no test failed: see its output above)'}`)
  if (!testsFailed) failed += 1
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
