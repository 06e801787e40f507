import { describe, expect, it } from 'vitest'

import { byteSize } from './byteSize'

describe('a size limit in words', () => {
  it('says whole megabytes as such and anything smaller or uneven in kilobytes, never "0 MB"', () => {
    expect(byteSize(10 * 1024 * 1024)).toBe('10 MB')
    expect(byteSize(300 * 1024)).toBe('300 KB')
    expect(byteSize(1536 * 1024)).toBe('1536 KB')
  })
})
