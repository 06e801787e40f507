import { spawn } from 'node:child_process'
import fs from 'node:fs'

/*
 * PostgreSQL through its own client tools (pg_dump, pg_restore, psql; Debian: postgresql-client),
 * of the server's major version or newer. The password travels in PGPASSWORD, not on the command
 * line, where other users of the machine could read it.
 */

/** The connection string without its password, and the environment that carries the password. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

/** A PostgreSQL tool: the one on the PATH, else the newest of Debian's installed versions. */
function tool(name: string): string {
  const debian = '/usr/lib/postgresql'
  const onPath = (process.env.PATH ?? '').split(':').some((folder) => folder && fs.existsSync(`${folder}/${name}`))
  if (onPath || !fs.existsSync(debian)) return name
  const versions = fs.readdirSync(debian).filter((version) => fs.existsSync(`${debian}/${version}/bin/${name}`))
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  return newest ? `${debian}/${newest}/bin/${name}` : name
}

/** Runs a PostgreSQL tool; rejects with its error output when it fails or is missing. */
function run(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool(name), args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${name} not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), the server's version or newer`)
          : error,
      ),
    )
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${name} failed (exit ${code}): ${stderr.trim()}`))))
  })
}

/** pg_dump's custom format (compressed, restored by pg_restore) of the whole database into `target`. */
export async function dumpPostgres(url: string, target: string): Promise<void> {
  const { dbname, env } = connection(url)
  await run('pg_dump', ['--format=custom', `--file=${target}`, `--dbname=${dbname}`], env)
}

/** The tables of the database's schemas (its own, not PostgreSQL's catalogs). */
export async function postgresTables(url: string): Promise<string[]> {
  const { dbname, env } = connection(url)
  const query = `SELECT table_schema || '.' || table_name FROM information_schema.tables
    WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`
  const output = await run('psql', ['--no-psqlrc', '--tuples-only', '--no-align', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`, '--command', query], env)
  return output.split('\n').filter(Boolean)
}

/** Removes everything of the public schema (restore --force): the dump is then restored into an empty one. */
export async function emptyPostgres(url: string): Promise<void> {
  const { dbname, env } = connection(url)
  const statements = 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;'
  await run('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`, '--command', statements], env)
}

/**
 * pg_restore of a dump into the (empty) database, in one transaction: all of it or nothing. Objects
 * take the owner and privileges of the user restoring (comments need the owner too: left out), so the
 * dump restores under another role.
 */
export async function restorePostgres(url: string, dump: string): Promise<void> {
  const { dbname, env } = connection(url)
  await run('pg_restore', ['--no-owner', '--no-privileges', '--no-comments', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, dump], env)
}
