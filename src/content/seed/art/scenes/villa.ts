import { darken, lighten, mix } from '../color'
import { palm, skyAndGround, tree } from '../outdoor'
import { tiles } from '../floor'
import { armchair, chandelier, plant, roundTable, rug, sofa } from '../furniture'
import { atmosphere } from '../light'
import { drawShell, type SceneContext, setUp, sketchRoom } from '../room'
import { backWindow } from '../windows'
import { type Box, layer, m, type Point, type Sketch } from '../sketch'

/** Tall glazing on a façade at depth z: dark glass reflecting the sky by day, warm light at dusk. */
function glazing(
  s: Sketch,
  [x0, x1]: readonly [number, number],
  [y0, y1]: readonly [number, number],
  z: number,
  frame: string,
  mood: SceneContext['mood'],
): void {
  const glass =
    mood === 'day'
      ? s.gradient(
          'linear',
          [
            [0, '#8fa7b4'],
            [0.5, '#4e6572'],
            [1, '#6f8794'],
          ],
          'x1="0" y1="0" x2="1" y2="1"',
        )
      : s.vertical([
          [0, '#ffd59a'],
          [1, '#f2a75e'],
        ])
  s.polygon(
    [
      [x0, y0, z],
      [x1, y0, z],
      [x1, y1, z],
      [x0, y1, z],
    ],
    glass,
    z + 0.01,
  )
  const panes = Math.max(1, Math.round((x1 - x0) / 1.4))
  for (let index = 0; index <= panes; index++) {
    const x = x0 + ((x1 - x0) * index) / panes
    s.line([x, y0, z], [x, y1, z], frame, Math.max(1, s.scaleAt(z) * 0.06), z + 0.005)
  }
  s.line([x0, y1, z], [x1, y1, z], frame, Math.max(1, s.scaleAt(z) * 0.06), z + 0.005)
}

/** A volume of the house: rendered walls, and a thin roof slab that overhangs it. */
function volume(s: Sketch, box: Box, render: string, slab: string): void {
  s.box(box, render, { depth: box.z0 + 0.02 })
  s.box({ x0: box.x0 - 0.5, x1: box.x1 + 0.5, y0: box.y1, y1: box.y1 + 0.25, z0: box.z0 - 0.8, z1: box.z1 + 0.3 }, slab, {
    depth: box.z0 - 0.8,
  })
}

function timberScreen(s: Sketch, [x0, x1]: readonly [number, number], [y0, y1]: readonly [number, number], z: number, wood: string): void {
  const slats: string[] = []
  for (let x = x0; x < x1; x += 0.14) {
    const points: Point[] = [
      [x, y0, z],
      [x + 0.07, y0, z],
      [x + 0.07, y1, z],
      [x, y1, z],
    ]
    slats.push(`<polygon points="${s.points(points)}"/>`)
  }
  s.add(z - 0.02, `<g fill="${wood}">${slats.join('')}</g>`)
}

/** A modern villa from its garden: two storeys of white volumes, deep overhangs, tall glazing, a pool, palms and lawn. */
function exterior(context: SceneContext): string {
  const { random, palette } = context
  const room = { width: 20, height: 8, depth: 30 }
  const s = sketchRoom(context, room, {
    eye: random.between(1.5, 1.8),
    shift: random.between(-3, 3),
    horizon: random.between(0.58, 0.68),
    backWall: 0,
    lens: random.between(0.62, 0.72),
  })
  const render = random.pick(['#f1ede6', lighten(palette.wall, 0.3), mix(palette.stone, '#ffffff', 0.4)])
  const slab = lighten(render, 0.3)
  const frame = '#2b2a28'
  const wood = random.pick([palette.wood, darken(palette.wood, 0.2)])
  const lawn = mix(palette.green, '#91a56c', 0.45)
  skyAndGround(s, context, lawn)
  // Trees behind the house.
  for (let x = -16; x < 16; x += random.between(3, 5))
    palm(s, random, x, 26 + random.between(0, 4), random.between(7, 10), darken(palette.green, 0.1), mix(palette.wood, '#8c7a62', 0.5))

  const front = random.between(13, 16)
  const width = random.between(12, 15)
  const x0 = -width / 2 + random.between(-1.5, 1.5)
  const x1 = x0 + width
  const split = x0 + width * random.between(0.4, 0.6)
  const stone = mix(palette.stone, palette.wood, 0.25)
  // The ground floor: a long volume, glazed across or beside a stone-clad wall; above it a shorter
  // box, set back or cantilevered, or no upper floor at all.
  volume(s, { x0, x1, y0: 0, y1: 3.4, z0: front, z1: front + 8 }, render, slab)
  const solid = random.chance(0.5)
  const glassFrom = solid ? x0 + width * 0.32 : x0 + 0.8
  if (solid)
    s.polygon(
      [
        [x0 + 0.4, 0, front - 0.01],
        [glassFrom - 0.4, 0, front - 0.01],
        [glassFrom - 0.4, 3.2, front - 0.01],
        [x0 + 0.4, 3.2, front - 0.01],
      ],
      stone,
      front,
    )
  glazing(s, [glassFrom, x1 - 0.8], [0.15, 3.1], front - 0.01, frame, context.mood)
  if (random.chance(0.8)) {
    const upper = random.chance(0.5) ? ([x0 - 0.5, split] as const) : ([split - 1, x1 + 0.5] as const)
    volume(s, { x0: upper[0], x1: upper[1], y0: 3.65, y1: 6.8, z0: front - 0.6, z1: front + 7 }, render, slab)
    glazing(s, [upper[0] + 0.8, upper[0] + (upper[1] - upper[0]) * 0.55], [3.9, 6.5], front - 0.62, frame, context.mood)
    timberScreen(s, [upper[0] + (upper[1] - upper[0]) * 0.6, upper[1] - 0.6], [3.9, 6.5], front - 0.62, wood)
  }
  if (context.mood === 'dusk') {
    for (const x of [x0 + 0.5, x1 - 0.5]) {
      const [cx, cy] = s.project([x, 1.5, front - 0.05])
      s.add(front - 0.1, s.halo(cx, cy, s.scaleAt(front) * 0.5, '#ffd08a', 0.7, 3.2))
    }
  }

  // Terrace, then a pool or a lawn with a path, in front of the house.
  const floor = (x: number, z: number): Point => [x, 0.004, z]
  s.polygon(
    [floor(x0 - 1, front - 4.5), floor(x1 + 1, front - 4.5), floor(x1 + 1, front), floor(x0 - 1, front)],
    lighten(palette.stone, 0.15),
    layer.surface,
  )
  const poolX = random.chance(0.5) ? x0 : x1 - 9
  if (random.chance(0.65)) {
    s.polygon(
      [floor(poolX, front - 9), floor(poolX + 9, front - 9), floor(poolX + 9, front - 4.8), floor(poolX, front - 4.8)],
      lighten(palette.stone, 0.25),
      layer.onSurface,
    )
    s.polygon(
      [floor(poolX + 0.3, front - 8.7), floor(poolX + 8.7, front - 8.7), floor(poolX + 8.7, front - 5.1), floor(poolX + 0.3, front - 5.1)],
      s.vertical([
        [0, '#9ccfd6'],
        [1, '#3f93aa'],
      ]),
      layer.onSurface - 1,
    )
  } else {
    const pathX = random.between(x0 + 2, x1 - 3)
    for (let z = front - 5; z > 2; z -= 1.1)
      s.polygon(
        [floor(pathX, z - 0.7), floor(pathX + 1.4, z - 0.7), floor(pathX + 1.4, z), floor(pathX, z)],
        lighten(palette.stone, 0.2),
        layer.onSurface,
      )
    for (const x of [x0 + 1, x1 - 1]) tree(s, random, x, front - 5.5, random.between(2.5, 3.5), palette.green, darken(palette.wood, 0.3))
  }
  for (const x of [x0 - 2, x1 + 2]) palm(s, random, x, front - 2, random.between(6, 8), palette.green, mix(palette.wood, '#8c7a62', 0.5))
  tree(s, random, poolX > x0 ? x0 + 1 : x1 - 1, front - 6, 3, palette.green, darken(palette.wood, 0.3))
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}

/**
 * A villa's grand living room: double height, a wall of glass to the garden, a gallery with a
 * glass balustrade over a staircase along one side, a chandelier, sofas on a rug.
 */
function grandLiving(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, {
    width: [8, 9],
    height: [6, 6.6],
    depth: [9.5, 10.5],
    backWall: [0.56, 0.62],
    eye: [1.45, 1.6],
    horizon: [0.6, 0.66],
  })
  const w = room.width / 2
  const d = room.depth
  const frame = darken(palette.shade, 0.1)
  drawShell(s, room, { ...palette, floor: mix(palette.stone, palette.floor, 0.4) }, context.mood)
  tiles(s, room, mix(palette.stone, palette.floor, 0.4), 1.2, 0.2)
  backWindow(s, context, room, [-w + 1, w - 1], [0.15, room.height - 0.6], { frame, mullions: 5, skyline: false })
  s.flat(d - 0.01, `<rect x="${m(-w + 1)}" y="3.2" width="${m(room.width - 2)}" height="0.08" fill="${frame}"/>`, layer.onSurface - 1)
  // The gallery along one side wall, its glass balustrade, and the stair rising beneath it.
  const side = random.chance(0.5) ? -1 : 1
  const wall = side * w
  const edge = wall - side * 2
  const [g0, g1] = side < 0 ? [wall, edge] : [edge, wall]
  s.box({ x0: g0, x1: g1, y0: 3.05, y1: 3.3, z0: 2.5, z1: d }, lighten(palette.wall, 0.1), { depth: layer.onSurface - 2 })
  s.polygon(
    [
      [edge, 3.3, 2.5],
      [edge, 3.3, d],
      [edge, 4.3, d],
      [edge, 4.3, 2.5],
    ],
    '#ffffff',
    layer.onSurface - 3,
    'fill-opacity="0.18"',
  )
  s.line([edge, 4.3, 2.5], [edge, 4.3, d], palette.metal, Math.max(1, s.width / 600), layer.onSurface - 3)
  const [t0, t1] = side < 0 ? [wall, wall + 1.1] : [wall - 1.1, wall]
  s.group(layer.onSurface - 4, () => {
    for (let step = 14; step >= 0; step--) {
      const z = d - 1 - (14 - step) * 0.3
      s.box({ x0: t0, x1: t1, y0: 0, y1: (step + 1) * 0.2, z0: z - 0.3, z1: z }, lighten(palette.wood, 0.2))
    }
  })
  chandelier(s, random.between(-0.8, 0.8), d - 4.5, room.height, room.height - 2.4, palette.metal, palette.light)
  // The seating: a long sofa facing the camera, armchairs either side, a low table on a rug.
  const x = -side * 0.6
  rug(s, [x - 2.2, x + 2.2], [d - 5.2, d - 1.8], mix(palette.fabric, palette.accent, 0.15), darken(palette.fabric, 0.2))
  sofa(s, { x: x - 1.5, z: d - 2.7, facing: 'camera' }, 3, palette.fabric, { raised: true, cushions: [palette.accent, palette.stone] })
  armchair(s, { x: x - 2, z: d - 4.9, facing: 'right' }, palette.accent, palette.metal)
  armchair(s, { x: x + 2, z: d - 4.9, facing: 'left' }, palette.accent, palette.metal)
  roundTable(s, x, d - 4, 0.6, 0.4, lighten(palette.stone, 0.1), darken(palette.stone, 0.3))
  plant(s, random, -side * (w - 0.6), d - 1.2, 2, palette.stone, palette.green)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}

/** A villa: its garden front most often, else its grand double-height living room. */
export function villa(context: SceneContext): string {
  return context.random.chance(0.35) ? grandLiving(context) : exterior(context)
}
