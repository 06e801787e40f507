import { darken, lighten, mix } from '../color'
import { planks, tiles } from '../floor'
import { floorLamp, plant, sofa } from '../furniture'
import type { Palette } from '../palette'
import type { Random } from '../random'
import { atmosphere } from '../light'
import { drawShell, type Room, type SceneContext, setUp } from '../room'
import { sideWindow } from '../windows'
import { layer, m, px, type Sketch } from '../sketch'

type Cladding = 'slats' | 'flutes' | 'stone' | 'panels'

/** The cladding's face on the back wall, between two heights, in metres on the wall's plane. */
function claddingFace(
  s: Sketch,
  random: Random,
  kind: Cladding,
  palette: Palette,
  [x0, x1]: readonly [number, number],
  height: number,
): string {
  const width = x1 - x0
  switch (kind) {
    case 'slats': {
      const timber = random.pick([palette.wood, lighten(palette.wood, 0.2), darken(palette.wood, 0.15)])
      const pitch = random.pick([0.07, 0.09, 0.12])
      const lit = lighten(timber, 0.1)
      const shaded = darken(timber, 0.18)
      const slats: string[] = []
      for (let x = x0; x < x1 - pitch * 0.5; x += pitch) {
        slats.push(
          `<rect x="${m(x)}" y="0" width="${m(pitch * 0.32)}" height="${m(height)}" fill="${lit}"/><rect x="${m(x + pitch * 0.32)}"` +
            ` y="0" width="${m(pitch * 0.3)}" height="${m(height)}" fill="${shaded}"/>`,
        )
      }
      return `<rect x="${m(x0)}" y="0" width="${m(width)}" height="${m(height)}" fill="${darken(timber, 0.55)}"/>${slats.join('')}`
    }
    case 'flutes': {
      const colour = random.pick([palette.accent, mix(palette.accent, palette.wall, 0.4), palette.fabric, lighten(palette.wood, 0.25)])
      const pitch = random.pick([0.04, 0.06])
      // Each flute: a lit crest between two shaded hollows, as flat bands (cheaper to draw than gradients).
      const flutes: string[] = []
      for (let x = x0; x < x1 - pitch * 0.5; x += pitch) {
        flutes.push(`<rect x="${m(x + pitch * 0.3)}" y="0" width="${m(pitch * 0.35)}" height="${m(height)}"/>`)
      }
      return (
        `<rect x="${m(x0)}" y="0" width="${m(width)}" height="${m(height)}" fill="${darken(colour, 0.12)}"/><g` +
        ` fill="${lighten(colour, 0.1)}">${flutes.join('')}</g>`
      )
    }
    case 'stone': {
      const stone = random.pick([palette.stone, mix(palette.stone, '#d8d4cc', 0.5), darken(palette.stone, 0.12), '#3b3936'])
      const vein = luminous(stone) ? darken(stone, 0.22) : lighten(stone, 0.35)
      const slabWidth = width / Math.max(2, Math.round(width / 1.2))
      const parts = [
        `<rect x="${m(x0)}" y="0" width="${m(width)}" height="${m(height)}" fill="${s.gradient(
          'linear',
          [
            [0, lighten(stone, 0.1)],
            [1, darken(stone, 0.06)],
          ],
          'x1="0" y1="0" x2="1" y2="1"',
        )}"/>`,
      ]
      for (let x = x0; x < x1 - 0.01; x += slabWidth) {
        parts.push(`<rect x="${m(x)}" y="0" width="0.006" height="${m(height)}" fill="${darken(stone, 0.3)}"/>`)
        for (let count = 0; count < 3; count++) {
          const y = random.between(0.2, height - 0.2)
          parts.push(
            `<path d="M${m(x)} ${m(y)}` +
              `Q${m(x + slabWidth * random.between(0.3, 0.7))} ${m(y + random.between(-0.6, 0.6))}` +
              ` ${m(x + slabWidth)} ${m(y + random.between(-0.4, 0.4))}"` +
              ` stroke="${vein}" stroke-width="${m(random.between(0.004, 0.012))}" fill="none" stroke-opacity="0.7"/>`,
          )
        }
      }
      return parts.join('')
    }
    case 'panels': {
      const colour = random.pick([lighten(palette.fabric, 0.15), mix(palette.wall, palette.wood, 0.3), palette.accent])
      const columns = Math.max(2, Math.round(width / 0.9))
      const rows = Math.max(2, Math.round(height / 1.1))
      const panelWidth = width / columns
      const panelHeight = height / rows
      const parts = [`<rect x="${m(x0)}" y="0" width="${m(width)}" height="${m(height)}" fill="${darken(colour, 0.2)}"/>`]
      const face = s.gradient(
        'linear',
        [
          [0, lighten(colour, 0.08)],
          [1, darken(colour, 0.05)],
        ],
        'x1="0" y1="0" x2="1" y2="1"',
      )
      for (let column = 0; column < columns; column++) {
        for (let row = 0; row < rows; row++) {
          parts.push(
            `<rect x="${m(x0 + column * panelWidth + 0.012)}" y="${m(row * panelHeight + 0.012)}" width="${m(panelWidth - 0.024)}"` +
              ` height="${m(panelHeight - 0.024)}" fill="${face}"/>`,
          )
        }
      }
      return parts.join('')
    }
  }
}

const luminous = (color: string) => parseInt(color.slice(1, 3), 16) > 120

/** A strip of concealed light along the cladding's top or foot, and its wash on the face. */
function ledStrip(s: Sketch, room: Room, [x0, x1]: readonly [number, number], y: number, light: string): void {
  const z = room.depth - 0.06
  const down = y > 1
  s.polygon(
    [
      [x0, down ? y - 0.7 : y, z],
      [x1, down ? y - 0.7 : y, z],
      [x1, down ? y : y + 0.7, z],
      [x0, down ? y : y + 0.7, z],
    ],
    s.vertical(
      down
        ? [
            [0, light, 0],
            [1, light, 0.6],
          ]
        : [
            [0, light, 0.6],
            [1, light, 0],
          ],
    ),
    layer.onSurface - 1,
  )
  s.polygon(
    [
      [x0, y - 0.012, z],
      [x1, y - 0.012, z],
      [x1, y + 0.012, z],
      [x0, y + 0.012, z],
    ],
    lighten(light, 0.6),
    layer.onSurface - 1,
  )
}

/** A feature wall clad in timber slats, flutes, stone slabs or panels, lit by a concealed strip, with a console or a sofa before it. */
export function cladding(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, { width: [5.2, 6], height: [3, 3.3], depth: [5.6, 6.4], backWall: [0.72, 0.8], eye: [1.25, 1.45] })
  const w = room.width / 2
  const d = room.depth
  drawShell(s, room, palette, context.mood)
  if (random.chance(0.6)) planks(s, random, room, palette.floor)
  else tiles(s, room, palette.stone, 0.9, 0.25)
  const kind = random.pick(['slats', 'flutes', 'stone', 'panels'] as const)
  const span = random.chance(0.5) ? ([-w, w] as const) : ([-w + random.between(0.4, 1), w - random.between(0.4, 1)] as const)
  s.flat(d - 0.04, claddingFace(s, random, kind, palette, span, room.height), layer.onSurface)
  ledStrip(s, room, span, random.chance(0.5) ? room.height - 0.05 : 0.08, palette.light)

  const centre = (span[0] + span[1]) / 2 + random.between(-0.3, 0.3)
  const furniture = random.pick(['console', 'sofa', 'fireplace'] as const)
  if (furniture === 'console' || (furniture === 'fireplace' && kind !== 'stone')) {
    const console = { x0: centre - 1.2, x1: centre + 1.2, y0: 0.25, y1: 0.6, z0: d - 0.5, z1: d - 0.04 }
    s.floorShadow(console, 0.25)
    s.box(console, random.pick([palette.wood, darken(palette.wood, 0.3), lighten(palette.stone, 0.1)]))
    const [tx0, ty0] = s.project([centre - 0.85, 1.45, d - 0.06])
    const [tx1, ty1] = s.project([centre + 0.85, 0.95, d - 0.06])
    s.add(
      d - 0.05,
      `<rect x="${px(tx0)}" y="${px(ty0)}" width="${px(tx1 - tx0)}" height="${px(ty1 - ty0)}" fill="#1d1e21"/><rect x="${px(tx0 + 2)}"` +
        ` y="${px(ty0 + 2)}" width="${px(tx1 - tx0 - 4)}" height="${px((ty1 - ty0) * 0.4)}" fill="#ffffff" fill-opacity="0.05"/>`,
    )
  } else if (furniture === 'fireplace') {
    const [fx0, fy0] = s.project([centre - 0.9, 0.75, d - 0.04])
    const [fx1, fy1] = s.project([centre + 0.9, 0.4, d - 0.04])
    s.add(
      d - 0.05,
      `<rect x="${px(fx0)}" y="${px(fy0)}" width="${px(fx1 - fx0)}" height="${px(fy1 - fy0)}" fill="#1a1512"/><rect x="${px(fx0 + 6)}"` +
        ` y="${px(fy0 + (fy1 - fy0) * 0.55)}" width="${px(fx1 - fx0 - 12)}" height="${px((fy1 - fy0) * 0.35)}" fill="${s.vertical([
          [0, '#ffcf7a', 0.2],
          [1, '#ff9a3c', 0.9],
        ])}"/>`,
    )
  } else {
    sofa(s, { x: centre - 1.3, z: d - 1.4, facing: 'camera' }, 2.6, random.pick([palette.fabric, lighten(palette.fabric, 0.2)]), {
      raised: true,
    })
  }
  floorLamp(s, span[0] + 0.5, d - 0.6, palette.metal, palette.fabric, palette.light)
  plant(s, random, span[1] - 0.5, d - 0.7, 1.4, palette.stone, palette.green)
  if (random.chance(0.5))
    sideWindow(s, context, room, s.lightSide, [1.5, d - 1], [0.4, room.height - 0.3], { frame: darken(palette.wall, 0.4) })
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
