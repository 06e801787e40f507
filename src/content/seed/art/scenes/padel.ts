import { darken, lighten, mix } from '../color'
import { armchair } from '../furniture'
import { atmosphere } from '../light'
import { drawShell, type SceneContext, setUp } from '../room'
import { layer, type Point } from '../sketch'

/** An indoor padel club: a blue court with white lines and a net, glass back walls, mesh sides, and the hall's lights. */
export function padel(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, {
    width: [16, 18],
    height: [8, 9],
    depth: [27, 29],
    backWall: [0.62, 0.7],
    eye: [3, 3.8],
    horizon: [0.4, 0.46],
  })
  const w = room.width / 2
  const d = room.depth
  const hall = random.pick([mix(palette.wall, '#6f6b66', 0.55), mix(palette.wall, '#4d5561', 0.6), mix(palette.wood, '#5a554f', 0.5)])
  drawShell(s, room, { wall: hall, floor: '#45484d', ceiling: darken(hall, 0.2), backWall: lighten(hall, 0.04) }, 'day')
  const court = random.pick(['#2f6fa3', '#2d5f8f', '#3a7d6a'])
  const line = '#f1f1ec'
  const z0 = 5.5
  const z1 = z0 + 20
  const x0 = -5 + random.between(-0.5, 0.5)
  const x1 = x0 + 10
  const floor = (x: number, z: number): Point => [x, 0.004, z]
  s.polygon(
    [floor(x0 - 0.6, z0 - 0.6), floor(x1 + 0.6, z0 - 0.6), floor(x1 + 0.6, z1 + 0.6), floor(x0 - 0.6, z1 + 0.6)],
    darken(court, 0.15),
    layer.surface,
  )
  s.polygon([floor(x0, z0), floor(x1, z0), floor(x1, z1), floor(x0, z1)], court, layer.surface)
  const width = Math.max(1.2, s.width / 420)
  const middle = (x0 + x1) / 2
  for (const z of [z0 + 3, z1 - 3]) s.line(floor(x0, z), floor(x1, z), line, width, layer.onSurface)
  s.line(floor(middle, z0 + 3), floor(middle, z1 - 3), line, width, layer.onSurface)
  for (const x of [x0, x1]) s.line(floor(x, z0), floor(x, z1), line, width, layer.onSurface)
  // The net across the middle of the court.
  const net = z0 + 10
  s.polygon(
    [
      [x0 - 0.2, 0, net],
      [x1 + 0.2, 0, net],
      [x1 + 0.2, 0.88, net],
      [x0 - 0.2, 0.88, net],
    ],
    '#1c1d20',
    net,
    'fill-opacity="0.4"',
  )
  s.polygon(
    [
      [x0 - 0.2, 0.84, net],
      [x1 + 0.2, 0.84, net],
      [x1 + 0.2, 0.9, net],
      [x0 - 0.2, 0.9, net],
    ],
    line,
    net,
  )
  // Glass walls at both ends, mesh along the sides, black posts.
  const glass = s.vertical([
    [0, '#ffffff', 0.12],
    [1, '#dbe7ef', 0.22],
  ])
  s.polygon(
    [
      [x0, 0, z1],
      [x1, 0, z1],
      [x1, 3, z1],
      [x0, 3, z1],
    ],
    glass,
    z1 + 0.01,
  )
  for (let x = x0; x <= x1 + 0.01; x += 2)
    s.box({ x0: x - 0.04, x1: x + 0.04, y0: 0, y1: 4, z0: z1, z1: z1 + 0.08 }, '#16171a', { depth: z1 })
  s.line([x0, 3, z1], [x1, 3, z1], '#16171a', Math.max(1, s.scaleAt(z1) * 0.05), z1)
  for (const x of [x0, x1]) {
    s.polygon(
      [
        [x, 0, z0],
        [x, 0, z1],
        [x, 3, z1],
        [x, 3, z0],
      ],
      '#ffffff',
      z0 + 2,
      'fill-opacity="0.06"',
    )
    for (let z = z0; z <= z1 + 0.01; z += 2.5)
      s.line([x, 0, z], [x, z >= z1 - 0.01 ? 4 : 3, z], '#16171a', Math.max(1, s.scaleAt(z) * 0.05), z0 + 1)
    s.line([x, 3, z0], [x, 3, z1], '#16171a', Math.max(1, s.scaleAt(z0) * 0.04), z0 + 1)
    s.line([x, 1.2, z0 + 2], [x, 1.2, z1 - 2], '#16171a', Math.max(0.8, s.scaleAt(z0) * 0.02), z0 + 1)
  }
  // Rows of bright panels under the roof.
  for (let z = 6; z < d - 1; z += 3) {
    for (const x of [x0 + 1.5, middle, x1 - 1.5]) {
      s.polygon(
        [
          [x - 0.6, room.height - 0.01, z],
          [x + 0.6, room.height - 0.01, z],
          [x + 0.6, room.height - 0.01, z + 0.3],
          [x - 0.6, room.height - 0.01, z + 0.3],
        ],
        '#fffdf5',
        layer.onSurface,
      )
    }
  }
  s.polygon(
    [
      [-w, 0, z1 + 1],
      [w, 0, z1 + 1],
      [w, room.height, z1 + 1],
      [-w, room.height, z1 + 1],
    ],
    s.vertical([
      [0, '#ffffff', 0.08],
      [1, '#ffffff', 0],
    ]),
    layer.onSurface,
  )
  // The viewing lounge in front of the court.
  if (random.chance(0.6)) {
    armchair(s, { x: x0 - 1.6, z: 3.4, facing: 'right' }, palette.fabric)
    armchair(s, { x: x1 + 1.6, z: 3.4, facing: 'left' }, palette.accent)
  }
  atmosphere(s, '#101114', 'day')
  return s.toSvg()
}
