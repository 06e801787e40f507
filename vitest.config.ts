import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The cluster's test files run in the order of their names, one after another: the mail test
 * (mail.test.ts) counts its mails before the load tests (resilience.test.ts) fill the mail queue.
 */
class ClusterFilesByName extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    if (!files.every((file) => file.project.name === 'cluster')) return super.sort(files)
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId))
  }
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    sequence: { sequencer: ClusterFilesByName },
    projects: [
      {
        extends: true,
        // A timeout catches a hang: the archive tests compress megabytes, which a busy or slower machine takes seconds over.
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // A timeout catches a hang: loading the whole demo content takes a minute on a busy machine.
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // Run through scripts/test-cluster.sh, which builds the site and starts Redis first.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/cluster/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
