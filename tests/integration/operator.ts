import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { adapter, databaseOnTestServer } from './harness'

/*
 * What the backup tests do as an operator would: run the project's scripts as their own processes,
 * and give a restore an empty database of its own.
 */

export type Run = { code: number; stdout: string; stderr: string }

const root = path.resolve(import.meta.dirname, '../..')

/** Runs a script of the project with tsx, in the given environment. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(path.join(root, 'node_modules/.bin/tsx'), [script, ...args], { cwd: root, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

export async function psql(url: string, command: string) {
  const result = await new Promise<Run>((resolve) =>
    execFile('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${url}`, '--command', command], (error, stdout, stderr) =>
      resolve({ code: error ? 1 : 0, stdout, stderr }),
    ),
  )
  if (result.code !== 0) throw new Error(`psql ${command}: ${result.stderr}`)
}

/**
 * The environment of an empty instance: a new data folder and, on PostgreSQL, a new database named
 * `name` on the test server (dropped by `drop`).
 */
export async function emptyInstance(dataDir: string, name: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir }
  delete env.DATABASE_URL
  if (adapter === 'postgres') {
    env.DATABASE_URL = databaseOnTestServer(name)
    await psql(databaseOnTestServer('postgres'), `DROP DATABASE IF EXISTS ${name}`)
    await psql(databaseOnTestServer('postgres'), `CREATE DATABASE ${name}`)
  }
  return { env, drop: async () => (adapter === 'postgres' ? psql(databaseOnTestServer('postgres'), `DROP DATABASE IF EXISTS ${name}`) : undefined) }
}

/** Every file under `folder` with its SHA-256, by path. */
export function filesWithHashes(folder: string): Record<string, string> {
  if (!fs.existsSync(folder)) return {}
  const entries = fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  return Object.fromEntries(
    entries.map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      return [path.relative(folder, file), crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')]
    }),
  )
}
