/** Colour arithmetic on #rrggbb strings. */

const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))

const toHex = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0')

/** The colour `amount` of the way from `from` to `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from)
  const b = channels(to)
  return `#${a.map((value, index) => toHex(value + (b[index]! - value) * amount)).join('')}`
}

export const lighten = (color: string, amount: number) => mix(color, '#ffffff', amount)

/** Darkens towards a warm near-black, so shadows keep the warmth of the light. */
export const darken = (color: string, amount: number) => mix(color, '#16110d', amount)

/** Relative luminance in [0, 1]. */
export function luminance(color: string): number {
  const [r, g, b] = channels(color).map((value) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
