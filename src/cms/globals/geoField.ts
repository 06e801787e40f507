import type { Field } from 'payload'

type Coordinates = { latitude?: number | null; longitude?: number | null }

const coordinate = (name: keyof Coordinates, limit: number, example: string, other: keyof Coordinates): Field => ({
  name,
  type: 'number',
  admin: { width: '50%', step: 0.000001, placeholder: example },
  validate: (value: number | null | undefined, { siblingData }: { siblingData: Coordinates }) => {
    const given = typeof value === 'number'
    if (given && !(Math.abs(value) <= limit)) return `A ${name} is between -${limit} and ${limit}.`
    if (given !== (typeof siblingData?.[other] === 'number')) return 'Give both the latitude and the longitude, or neither.'
    return true
  },
})

/** Company details › Location on the map: the office's coordinates, for search engines. */
export const geoField: Field = {
  name: 'geo',
  label: 'Location on the map',
  type: 'group',
  admin: {
    description:
      'For search engines. In Google Maps, right-click the building and click the two numbers at the top of the menu to copy them: the first is the latitude, the second the longitude.',
  },
  fields: [{ type: 'row', fields: [coordinate('latitude', 90, '25.18635', 'longitude'), coordinate('longitude', 180, '55.27968', 'latitude')] }],
}
