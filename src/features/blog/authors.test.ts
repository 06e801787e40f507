import { describe, expect, it } from 'vitest'

import type { Author } from '@/payload-types'
import { nameList, shownAuthors } from './authors'

const author = (id: number, name: string) => ({ id, name, role: 'Designer', photo: 1, bio: 'Bio', updatedAt: '', createdAt: '' }) as Author

describe("a post's authors", () => {
  it('are those read with a name, in the order the post names them', () => {
    expect(shownAuthors({ authors: [author(2, 'Omar Farouk'), 9, author(1, 'Layla Haddad'), author(3, ' ')] }).map((shown) => shown.id)).toEqual([2, 1])
  })

  it("are named as each language joins a list", () => {
    expect(nameList(['Layla Haddad'], 'en')).toBe('Layla Haddad')
    expect(nameList(['Layla Haddad', 'Omar Farouk'], 'en')).toBe('Layla Haddad and Omar Farouk')
    expect(nameList(['ليلى حداد', 'عمر فاروق'], 'ar')).toBe('ليلى حداد وعمر فاروق')
  })
})
