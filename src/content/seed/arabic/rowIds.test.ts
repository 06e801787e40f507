import { expect, it } from 'vitest'

import { withRowIdsOf } from './rowIds'

it('gives Arabic rows the ids of the English rows they mirror, however deep, and nothing else of the English', () => {
  const english = { mainMenu: [{ id: 'a', label: 'Services', groups: [{ id: 'g', label: 'Joinery', links: [{ id: 'l', label: 'Wardrobes' }] }] }] }
  const arabic = { mainMenu: [{ label: 'خدماتنا', groups: [{ label: 'النجارة', links: [{ label: 'خزائن الملابس' }] }] }] }
  expect(withRowIdsOf(english, arabic)).toEqual({
    mainMenu: [{ id: 'a', label: 'خدماتنا', groups: [{ id: 'g', label: 'النجارة', links: [{ id: 'l', label: 'خزائن الملابس' }] }] }],
  })
})

it('leaves a row the English does not have without an id', () => {
  expect(withRowIdsOf([{ id: 1, text: 'One' }], [{ text: 'واحد' }, { text: 'اثنان' }])).toEqual([{ id: 1, text: 'واحد' }, { text: 'اثنان' }])
})
