import { darken, lighten, mix } from '../color'
import { planks, tiles } from '../floor'
import { armchair, plant } from '../furniture'
import type { Palette } from '../palette'
import { atmosphere } from '../light'
import { drawShell, type SceneContext, setUp } from '../room'
import { backWindow } from '../windows'
import { layer, m, type Sketch } from '../sketch'

/** The clean, light version of a palette for healthcare: near-white walls and a calm blue-green accent. */
export function clinical(palette: Palette): Palette {
  return {
    ...palette,
    wall: mix(palette.wall, '#ffffff', 0.55),
    floor: mix(palette.floor, '#e9e6df', 0.55),
    accent: mix(palette.accent, '#4f8a8b', 0.6),
    fabric: mix(palette.fabric, '#9fc1bd', 0.5),
  }
}

/** A hospital bed facing the camera: a raised head, side rails, crisp linen, on a wheeled frame. */
function hospitalBed(s: Sketch, x: number, z1: number, linen: string, frame: string, blanket: string): void {
  const [x0, x1, z0] = [x - 0.5, x + 0.5, z1 - 2.1]
  s.floorShadow({ x0, x1, y0: 0, y1: 0, z0, z1 }, 0.3)
  s.group(z0, () => {
    for (const [wx, wz] of [
      [x0 + 0.05, z1 - 0.15],
      [x1 - 0.1, z1 - 0.15],
      [x0 + 0.05, z0 + 0.1],
      [x1 - 0.1, z0 + 0.1],
    ] as const) {
      s.box({ x0: wx, x1: wx + 0.05, y0: 0, y1: 0.12, z0: wz, z1: wz + 0.05 }, '#3a3b3e')
    }
    s.box({ x0: x0 + 0.05, x1: x1 - 0.05, y0: 0.12, y1: 0.5, z0: z0 + 0.05, z1 }, frame)
    s.box({ x0: x0 - 0.05, x1: x1 + 0.05, y0: 0.5, y1: 1.05, z0: z1 - 0.06, z1 }, frame)
    // The raised back rest under the pillow, then the mattress and blanket.
    s.box({ x0: x0 + 0.02, x1: x1 - 0.02, y0: 0.5, y1: 0.95, z0: z1 - 0.75, z1: z1 - 0.08 }, lighten(linen, 0.25))
    s.box({ x0: x0 + 0.12, x1: x1 - 0.12, y0: 0.85, y1: 1.05, z0: z1 - 0.4, z1: z1 - 0.15 }, '#ffffff')
    s.box({ x0: x0, x1: x1, y0: 0.5, y1: 0.68, z0, z1: z1 - 0.7 }, lighten(linen, 0.2))
    s.box({ x0: x0 - 0.01, x1: x1 + 0.01, y0: 0.55, y1: 0.72, z0: z0 - 0.01, z1: z1 - 1.0 }, blanket)
    for (const rail of [x0 - 0.04, x1]) s.box({ x0: rail, x1: rail + 0.04, y0: 0.7, y1: 0.74, z0: z0 + 0.5, z1: z1 - 0.4 }, '#c9cbcd')
    s.box({ x0: x0 - 0.02, x1: x1 + 0.02, y0: 0.4, y1: 0.66, z0: z0 - 0.05, z1: z0 }, darken(frame, 0.08))
  })
}

/** A hospital room: the bed under its services panel, a privacy curtain on a ceiling track, a visitor's chair, a garden window. */
export function ward(context: SceneContext): string {
  const { random } = context
  const palette = clinical(context.palette)
  const { s, room } = setUp(context, { width: [5, 5.6], height: [2.9, 3.1], depth: [7.4, 8], backWall: [0.56, 0.62], eye: [1.6, 1.75] })
  const w = room.width / 2
  const d = room.depth
  drawShell(s, room, palette, context.mood)
  planks(s, random, room, mix(palette.floor, '#d9d2c4', 0.4), 0.18)
  const x = random.between(-0.5, 0.5)
  // The bedhead services panel: a long timber band with small outlets and a reading light.
  const outlets = Array.from(
    { length: 6 },
    (_, index) => `<rect x="${m(x - 0.9 + index * 0.32)}" y="1.42" width="0.12" height="0.08" fill="${lighten(palette.stone, 0.4)}"/>`,
  ).join('')
  s.flat(
    d - 0.02,
    `<rect x="${m(x - 1.2)}" y="1.2" width="2.4" height="0.5" fill="${palette.wood}"/>${outlets}<rect x="${m(x - 1.2)}" y="1.66"` +
      ` width="2.4" height="0.03" fill="${lighten(palette.light, 0.5)}"/>`,
    layer.onSurface,
  )
  const windowX = x + (x > 0 ? -2.2 : 1.4)
  backWindow(s, context, room, [Math.max(-w + 0.2, windowX), Math.min(w - 0.2, windowX + 0.9)], [0.6, room.height - 0.4], {
    frame: '#dcd8d0',
    skyline: false,
    mullions: 1,
  })
  hospitalBed(s, x, d - 0.15, palette.stone, '#d9d7d1', palette.accent)
  // The curtain track and a gathered privacy curtain at one side.
  const side = random.chance(0.5) ? -1 : 1
  const curtainX = x + side * 1.25
  s.line(
    [curtainX, room.height - 0.05, d - 2.6],
    [curtainX, room.height - 0.05, d],
    '#b9bcbe',
    Math.max(1, s.scaleAt(d - 2.6) * 0.02),
    d - 2.7,
  )
  for (let z = d - 2.5; z < d - 1.6; z += 0.09) {
    s.box(
      { x0: curtainX - 0.03, x1: curtainX + 0.03, y0: 0.35, y1: room.height - 0.08, z0: z, z1: z + 0.06 },
      mix(palette.fabric, '#a9c7c2', 0.5),
      { depth: z },
    )
  }
  armchair(s, { x: x - side * 1.9, z: d - 2.2, facing: side < 0 ? 'left' : 'right' }, palette.fabric, palette.metal)
  s.box({ x0: x + side * 0.7 - 0.2, x1: x + side * 0.7 + 0.2, y0: 0, y1: 0.6, z0: d - 0.6, z1: d - 0.2 }, '#f1efea')
  plant(s, random, -side * (w - 0.4), d - 0.5, 1.2, '#f2efe9', palette.green)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}

/** A hospital corridor: doors in both walls, handrails, a wayfinding stripe on the floor, signs hung from the ceiling. */
export function corridor(context: SceneContext): string {
  const { random } = context
  const palette = clinical(context.palette)
  const { s, room } = setUp(context, {
    width: [2.8, 3.2],
    height: [2.8, 3],
    depth: [22, 26],
    lens: [0.5, 0.6],
    eye: [1.5, 1.6],
    shift: [-0.3, 0.3],
  })
  const w = room.width / 2
  const d = room.depth
  drawShell(s, room, { ...palette, backWall: lighten(palette.light, 0.2) }, context.mood)
  tiles(s, room, palette.floor, 1.2, 0.12)
  const stripe = random.pick([palette.accent, mix(palette.accent, '#4f8a8b', 0.5), '#c98f6a'])
  s.polygon(
    [
      [-0.12, 0.003, 0.5],
      [0.12, 0.003, 0.5],
      [0.12, 0.003, d],
      [-0.12, 0.003, d],
    ],
    stripe,
    layer.onSurface,
    'fill-opacity="0.8"',
  )
  for (let z = 2; z < d - 1; z += 2.4) {
    s.polygon(
      [
        [-0.3, room.height - 0.005, z],
        [0.3, room.height - 0.005, z],
        [0.3, room.height - 0.005, z + 0.6],
        [-0.3, room.height - 0.005, z + 0.6],
      ],
      '#fffdf6',
      layer.onSurface,
    )
  }
  const door = random.pick([palette.wood, lighten(palette.wood, 0.2), mix(palette.accent, palette.wall, 0.4)])
  for (const side of [-1, 1] as const) {
    const x = side * w
    for (let z = random.between(2.5, 4); z < d - 1.5; z += random.between(3.2, 4.2)) {
      s.polygon(
        [
          [x, 0, z],
          [x, 0, z + 1.2],
          [x, 2.2, z + 1.2],
          [x, 2.2, z],
        ],
        door,
        layer.onSurface,
      )
      s.polygon(
        [
          [x, 1.2, z + 0.8],
          [x, 1.2, z + 1.05],
          [x, 1.9, z + 1.05],
          [x, 1.9, z + 0.8],
        ],
        '#cfdde0',
        layer.onSurface - 1,
      )
    }
    s.line(
      [x - side * 0.06, 0.9, 0.5],
      [x - side * 0.06, 0.9, d],
      lighten(palette.wood, 0.1),
      Math.max(1.5, s.width / 400),
      layer.onSurface - 2,
    )
  }
  // Signs hung across the corridor: blank panels in the wayfinding colour.
  for (let z = 5 + random.between(0, 2); z < d - 3; z += random.between(6, 8)) {
    s.box({ x0: -0.8, x1: 0.8, y0: 2.25, y1: 2.5, z0: z, z1: z + 0.04 }, stripe, { depth: z })
    s.line([-0.6, room.height, z], [-0.6, 2.5, z], '#9a9c9e', 1, z)
    s.line([0.6, room.height, z], [0.6, 2.5, z], '#9a9c9e', 1, z)
  }
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
