import type { Field } from 'payload'
import { expect, it } from 'vitest'

import { geoField } from './geoField'
import { openingHoursField } from './openingHoursField'

type Validate = (value: unknown, options: { siblingData: object }) => true | string

/** The named field's own check, as the admin runs it on save. */
function validatorOf(field: Field, name: string): Validate {
  const found = ('fields' in field ? field.fields : []).flatMap((child) => (child.type === 'row' ? child.fields : [child]))
  return (found.find((child) => 'name' in child && child.name === name) as { validate: Validate }).validate
}

it('takes opening hours as HH:MM on a 24-hour clock, closing after opening', () => {
  const opens = validatorOf(openingHoursField, 'opens')
  const closes = validatorOf(openingHoursField, 'closes')
  expect(opens('09:00', { siblingData: {} })).toBe(true)
  expect(opens('9am', { siblingData: {} })).toBe('Write the time as HH:MM on a 24-hour clock, e.g. 09:00.')
  expect(closes('18:00', { siblingData: { opens: '09:00' } })).toBe(true)
  expect(closes('08:00', { siblingData: { opens: '09:00' } })).toBe('Closes after it opens.')
})

it('takes a latitude and a longitude in their ranges, both or neither', () => {
  const latitude = validatorOf(geoField, 'latitude')
  const longitude = validatorOf(geoField, 'longitude')
  expect(latitude(25.18635, { siblingData: { longitude: 55.27968 } })).toBe(true)
  expect(latitude(null, { siblingData: {} })).toBe(true)
  expect(latitude(95, { siblingData: { longitude: 55 } })).toBe('A latitude is between -90 and 90.')
  expect(longitude(-190, { siblingData: { latitude: 25 } })).toBe('A longitude is between -180 and 180.')
  expect(longitude(55.27968, { siblingData: {} })).toBe('Give both the latitude and the longitude, or neither.')
})
