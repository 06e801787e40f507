import { darken, lighten } from '../color'
import type { SceneContext } from '../room'

const skins = ['#d8ab8a', '#c69272', '#b07b5b', '#8f5f45', '#e2bb9c'] as const
const hairs = ['#231915', '#3a2a21', '#4b3326', '#1c1a1a'] as const
const jackets = ['#1f2f4a', '#24324f', '#1e2a3a', '#2a3550'] as const

/**
 * The founder's portrait, drawn abstract and calm: head and shoulders against the softly lit,
 * out-of-focus studio, with no features, only the light on the face and the line of a jacket.
 * Drawn on a 100 × 125 canvas that fills the picture.
 */
export function portrait(context: SceneContext): string {
  const { random, palette, width, height } = context
  const skin = random.pick(skins)
  const hair = random.pick(hairs)
  const jacket = random.pick(jackets)
  const blouse = random.pick(['#f3ede3', '#e9e1d4', lighten(palette.fabric, 0.4)])
  const lit = random.chance(0.5) ? 1 : -1
  const cx = 50 + random.between(-3, 3)
  const tilt = random.between(-3, 3)
  const hairStyle = random.pick(['bob', 'long', 'bun'] as const)
  const defs: string[] = []
  const gradient = (id: string, stops: [number, string, number?][], attributes: string, kind = 'linearGradient') => {
    const body = stops.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    defs.push(`<${kind} id="${id}" ${attributes}>${body.join('')}</${kind}>`)
    return `url(#${id})`
  }
  const wall = gradient(
    'wall',
    [
      [0, lighten(palette.wall, 0.15)],
      [1, darken(palette.wall, 0.12)],
    ],
    `x1="${lit < 0 ? 0 : 1}" y1="0" x2="${lit < 0 ? 1 : 0}" y2="1"`,
  )
  const bokeh = (id: string, color: string, opacity: number) =>
    gradient(
      id,
      [
        [0, color, opacity],
        [1, color, 0],
      ],
      'cx="0.5" cy="0.5" r="0.5"',
      'radialGradient',
    )
  const face = gradient(
    'face',
    [
      [0, lighten(skin, 0.18)],
      [0.55, skin],
      [1, darken(skin, 0.22)],
    ],
    `x1="${lit < 0 ? 0 : 1}" y1="0.2" x2="${lit < 0 ? 1 : 0}" y2="0.8"`,
  )
  const neck = gradient(
    'neck',
    [
      [0, darken(skin, 0.25)],
      [1, darken(skin, 0.05)],
    ],
    'x1="0" y1="0" x2="0" y2="1"',
  )
  const cloth = gradient(
    'cloth',
    [
      [0, lit < 0 ? lighten(jacket, 0.18) : darken(jacket, 0.2)],
      [0.5, jacket],
      [1, lit < 0 ? darken(jacket, 0.2) : lighten(jacket, 0.18)],
    ],
    'x1="0" y1="0" x2="1" y2="0"',
  )
  const hairFill = gradient(
    'hair',
    [
      [0, lit < 0 ? lighten(hair, 0.15) : hair],
      [1, lit < 0 ? hair : lighten(hair, 0.15)],
    ],
    'x1="0" y1="0" x2="1" y2="0"',
  )

  const background = [
    `<rect width="100" height="125" fill="${wall}"/>`,
    `<path d="M${50 - lit * 22} 125V52A20 20 0 0 1 ${90 - lit * 22} 52V125Z" fill="${lighten(palette.wall, 0.25)}" fill-opacity="0.55"/>`,
    `<circle cx="${50 + lit * 34}" cy="28" r="26" fill="${bokeh('b1', palette.light, 0.8)}"/>`,
    `<circle cx="${50 - lit * 38}" cy="70" r="22" fill="${bokeh('b2', palette.green, 0.35)}"/>`,
    `<circle cx="${50 - lit * 30}" cy="100" r="18" fill="${bokeh('b3', palette.wood, 0.35)}"/>`,
  ]
  const headY = 47
  // The hair: a cap over the crown with a soft parting line, and what falls behind the head.
  const cap =
    `<path d="M${cx - 13.7} ${headY + 3}Q${cx - 14.6} ${headY - 18.6} ${cx} ${headY - 18.6}` +
    `Q${cx + 14.6} ${headY - 18.6} ${cx + 13.7} ${headY + 3}Q${cx + 9} ${headY - 8} ${cx + lit * 2} ${headY - 10}` +
    `Q${cx - 8} ${headY - 8} ${cx - 13.7} ${headY + 3}Z"` +
    ` fill="${hairFill}"/>`
  const hairBack = {
    bob:
      `<path d="M${cx - 15.5} ${headY + 13}Q${cx - 17} ${headY - 19} ${cx} ${headY - 19.5}` +
      `Q${cx + 17} ${headY - 19} ${cx + 15.5} ${headY + 13}Q${cx} ${headY + 16} ${cx - 15.5} ${headY + 13}Z"` +
      ` fill="${hairFill}"/>`,
    long:
      `<path d="M${cx - 16} ${headY + 30}Q${cx - 19} ${headY - 19} ${cx} ${headY - 19.5}` +
      `Q${cx + 19} ${headY - 19} ${cx + 16} ${headY + 30}` +
      `Q${cx} ${headY + 26} ${cx - 16} ${headY + 30}Z"` +
      ` fill="${hairFill}"/>`,
    bun: `<circle cx="${cx - lit * 3}" cy="${headY - 19}" r="7" fill="${hairFill}"/>`,
  }[hairStyle]
  const figure = [
    hairBack,
    // Shoulders and jacket, the open collar showing the blouse.
    `<path d="M${cx - 42} 125Q${cx - 40} 84 ${cx - 24} 79Q${cx - 12} 75 ${cx - 7} 72L${cx + 7} 72Q${cx + 12} 75 ${cx + 24} 79` +
      `Q${cx + 40} 84 ${cx + 42} 125Z"` +
      ` fill="${cloth}"/>`,
    `<path d="M${cx - 7} 72L${cx} 96L${cx + 7} 72Z" fill="${blouse}"/>`,
    `<path d="M${cx - 8} 72L${cx - 1} 98L${cx - 12} 86L${cx - 9} 80Z" fill="${darken(jacket, 0.25)}"/>`,
    `<path d="M${cx + 8} 72L${cx + 1} 98L${cx + 12} 86L${cx + 9} 80Z" fill="${darken(jacket, 0.12)}"/>`,
    `<path d="M${cx - 30} 125Q${cx - 29} 100 ${cx - 22} 92" stroke="${darken(jacket, 0.3)}" stroke-width="0.6" fill="none"/>`,
    // Neck, then the head, turned slightly.
    `<path d="M${cx - 6.5} ${headY + 12}L${cx - 7} 74Q${cx} 78 ${cx + 7} 74L${cx + 6.5} ${headY + 12}Z" fill="${neck}"/>`,
    `<g transform="rotate(${tilt.toFixed(1)} ${cx} ${headY})"><ellipse cx="${cx}" cy="${headY}" rx="13" ry="16.8" fill="${face}"/>` +
      `<ellipse cx="${cx - lit * 12.8}" cy="${headY + 1}" rx="1.8" ry="3.2" fill="${darken(skin, 0.12)}"/>` +
      `<circle cx="${cx - lit * 12.9}" cy="${headY + 5.5}" r="0.9" fill="${palette.metal}"/>` +
      `<path d="M${cx - lit * 3} ${headY + 11}Q${cx} ${headY + 13} ${cx + lit * 3} ${headY + 11}" stroke="${darken(skin, 0.2)}"` +
      ` stroke-width="0.35" fill="none" stroke-opacity="0.5"/>` +
      `${cap}</g>`,
  ]
  const vignette = gradient(
    'vignette',
    [
      [0.6, palette.shade, 0],
      [1, palette.shade, 0.35],
    ],
    'cx="0.5" cy="0.45" r="0.75"',
    'radialGradient',
  )
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}"` +
    ` height="${height}" viewBox="0 0 100 125" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs.join('')}</defs>${background.join('')}${figure.join('')}<rect width="100" height="125" fill="${vignette}"/></svg>`
  )
}
