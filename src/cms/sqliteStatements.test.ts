import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import Database from 'libsql'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { keepPreparedStatements, keptStatements, starOutsideParentheses } from './sqliteStatements'

let folder: string
let client: Client

beforeEach(async () => {
  keepPreparedStatements()
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'statements-'))
  client = createClient({ url: `file:${path.join(folder, 'test.db')}` })
  await client.execute('create table leads (id integer primary key, email text unique not null)')
})

afterEach(() => {
  client.close()
  fs.rmSync(folder, { recursive: true, force: true })
})

const insert = (email: string) => client.execute({ sql: 'insert into leads (email) values (?) returning id', args: [email] })
const emails = async () => (await client.execute('select email from leads order by id')).rows.map((row) => row.email)

describe('keepPreparedStatements', () => {
  it('reuses one statement for every run of the same SQL through @libsql/client', async () => {
    const statementOf = vi.spyOn(Database.prototype, 'prepare')
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) await insert(email)
    expect(statementOf.mock.results.map((result) => result.value)).toHaveLength(3)
    const [first, ...rest] = statementOf.mock.results.map((result) => result.value)
    for (const statement of rest) expect(statement).toBe(first)
    statementOf.mockRestore()
  })

  it('gives each run its own arguments and rows, before and after a failure', async () => {
    for (const email of ['a@example.com', 'b@example.com']) {
      // BEGIN and COMMIT return no rows: kept all the same
      await client.execute('begin')
      await insert(email)
      await client.execute('commit')
    }
    expect(await emails()).toEqual(['a@example.com', 'b@example.com'])
    await expect(insert('a@example.com')).rejects.toThrow(/UNIQUE/)
    expect((await insert('c@example.com')).rows[0]!.id).toBe(3)
    expect(await emails()).toEqual(['a@example.com', 'b@example.com', 'c@example.com'])
  })

  it('reads the new schema once a migration changed it, through a kept statement or one with *', async () => {
    await insert('a@example.com')
    const listed = async () =>
      (await client.execute('select id, email, (select count(*) from (select * from leads)) as total from leads')).rows.map((row) => ({ ...row }))
    const everything = async () => (await client.execute('select * from leads')).columns
    expect(await listed()).toEqual([{ id: 1, email: 'a@example.com', total: 1 }])
    expect(await everything()).toEqual(['id', 'email'])
    await client.execute("alter table leads add column source text default 'web'")
    expect(await listed()).toEqual([{ id: 1, email: 'a@example.com', total: 1 }])
    expect(await everything()).toEqual(['id', 'email', 'source'])
    await client.execute('alter table leads rename column email to address')
    await expect(listed()).rejects.toThrow(/email/)
  })

  it(`keeps at most ${keptStatements} statements a connection, dropping the least recently used`, async () => {
    const statementOf = vi.spyOn(Database.prototype, 'prepare')
    const select = (n: number) => client.execute(`select ${n} as n`)
    await select(0)
    for (let n = 1; n <= keptStatements; n++) await select(n)
    await select(0) // dropped: the oldest when the last one came in
    await select(keptStatements) // still kept
    const statements = statementOf.mock.results.map((result) => result.value)
    statementOf.mockRestore()
    expect(statements.at(-2)).not.toBe(statements[0])
    expect(statements.at(-1)).toBe(statements.at(-3))
  })

  it('tells a statement whose result columns follow the schema', () => {
    expect(starOutsideParentheses('select * from leads')).toBe(true)
    expect(starOutsideParentheses('select leads.* from leads')).toBe(true)
    expect(starOutsideParentheses('insert into leads (email) values (?) returning *')).toBe(true)
    expect(starOutsideParentheses('select count(*) from leads')).toBe(false)
    expect(starOutsideParentheses('select "id", (select json_array(x) from (select * from notes)) as "notes" from leads')).toBe(false)
    expect(starOutsideParentheses(`select '*(' as star, "a*b" from leads`)).toBe(false)
  })
})
