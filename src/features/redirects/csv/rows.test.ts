import { describe, expect, it } from 'vitest'

import { readImportFile, typeOfRow, writeRulesFile } from './rows'

describe('readImportFile', () => {
  it('reads the three columns by their header, in any order, or in order without one', () => {
    expect(readImportFile('type,from,to\n410,/gone,\n,/old,/new\n')).toEqual({
      ok: true,
      rows: [
        { line: 2, from: '/gone', to: '', type: '410' },
        { line: 3, from: '/old', to: '/new', type: '' },
      ],
    })
    expect(readImportFile('/a,/b,302')).toEqual({ ok: true, rows: [{ line: 1, from: '/a', to: '/b', type: '302' }] })
  })

  it('refuses a file of more than 5,000 rows whole, saying so', () => {
    const file = `from,to,type\n${Array.from({ length: 10_000 }, (_, at) => `/old-${at},/new-${at},301`).join('\n')}`
    expect(readImportFile(file)).toEqual({ ok: false, message: expect.stringContaining('The file has 10,000 rows; at most 5,000') })
  })

  it('refuses a file it cannot read', () => {
    expect(readImportFile('from,to\n"/a,/b')).toMatchObject({ ok: false, message: expect.stringContaining('not a CSV file') })
    expect(readImportFile('')).toMatchObject({ ok: false })
  })

  it('writes what it reads back', () => {
    const file = writeRulesFile([{ from: '/a,b', to: '/c', type: '301' }])
    expect(file).toBe('from,to,type\n"/a,b",/c,301\n')
    expect(readImportFile(file)).toMatchObject({ ok: true, rows: [{ from: '/a,b', to: '/c', type: '301' }] })
  })

  it('takes an empty type as 301', () => {
    expect(typeOfRow('')).toBe('301')
    expect(typeOfRow('404')).toBeUndefined()
  })
})
