import { describe, expect, it } from 'vitest'

import { mendDown } from './migrationDowns'

const sqlite = `export async function up({ db }) {
  await db.run(sql\`PRAGMA foreign_keys=OFF;\`)
}

export async function down({ db }) {
  await db.run(sql\`DROP TABLE \\\`redirects\\\`;\`)
  await db.run(sql\`PRAGMA foreign_keys=OFF;\`)
  await db.run(sql\`CREATE TABLE x;\`)
}
`

describe('mendDown', () => {
  it("turns SQLite's foreign keys off before the first drop of a down, and leaves the up alone", () => {
    const mended = mendDown(sqlite)
    const down = mended.slice(mended.indexOf('export async function down'))
    expect(down.indexOf('PRAGMA foreign_keys=OFF')).toBeLessThan(down.indexOf('DROP TABLE'))
    expect(down.match(/PRAGMA foreign_keys=OFF/g)).toHaveLength(1)
    expect(mended.slice(0, mended.indexOf('export async function down'))).toBe(sqlite.slice(0, sqlite.indexOf('export async function down')))
  })

  it("drops PostgreSQL's constraints and indexes only if they still exist, in the down only", () => {
    const source = 'export async function up() { sql`DROP INDEX "a";` }\nexport async function down() {\n  sql`DROP TABLE "t" CASCADE; ALTER TABLE "r" DROP CONSTRAINT "r_fk"; DROP INDEX "r_idx"; DROP INDEX IF EXISTS "s_idx";`\n}\n'
    const mended = mendDown(source)
    expect(mended).toContain('up() { sql`DROP INDEX "a";`')
    expect(mended).toContain('DROP CONSTRAINT IF EXISTS "r_fk"; DROP INDEX IF EXISTS "r_idx"; DROP INDEX IF EXISTS "s_idx"')
  })

  it('gives a migration already mended back unchanged', () => {
    expect(mendDown(mendDown(sqlite))).toBe(mendDown(sqlite))
  })
})
