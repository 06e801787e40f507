import { darken, lighten, mix } from '../color'
import { tiles } from '../floor'
import { armchair, chandelier, pendant, plant, roundTable, rug } from '../furniture'
import { atmosphere, cove } from '../light'
import { drawShell, type SceneContext, setUp } from '../room'
import { layer, m } from '../sketch'

/** A hotel lobby: double height, a stone floor, a long reception desk before a lit timber wall, a chandelier, lounge chairs. */
export function hotel(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, {
    width: [11, 13],
    height: [6, 7],
    depth: [13, 15],
    backWall: [0.5, 0.58],
    eye: [1.5, 1.65],
    horizon: [0.58, 0.64],
  })
  const w = room.width / 2
  const d = room.depth
  const travertine = mix(palette.stone, '#e2d3bb', 0.5)
  drawShell(s, room, { ...palette, floor: travertine, wall: mix(palette.wall, palette.stone, 0.4) }, context.mood)
  tiles(s, room, travertine, 1.2, 0.25, 0.8)
  cove(s, room, palette.light)
  // The back wall behind the desk: a tall timber panel or a book-matched stone wall with a great
  // arched niche, with a light slot above.
  const deskX = random.pick([0, 0, -2.2, 2.2])
  const panel = [deskX - 3.2, deskX + 3.2] as const
  const face: string[] = []
  if (random.chance(0.55)) {
    face.push(`<rect x="${m(panel[0])}" y="0" width="${m(panel[1] - panel[0])}" height="4.2" fill="${darken(palette.wood, 0.15)}"/>`)
    for (let x = panel[0] + 0.04; x < panel[1]; x += 0.12)
      face.push(`<rect x="${m(x)}" y="0" width="0.07" height="4.2" fill="${lighten(palette.wood, 0.08)}"/>`)
  } else {
    const stone = random.pick([lighten(palette.stone, 0.05), darken(palette.stone, 0.12), mix(palette.stone, palette.accent, 0.2)])
    face.push(`<rect x="${m(panel[0])}" y="0" width="${m(panel[1] - panel[0])}" height="4.2" fill="${stone}"/>`)
    face.push(`<rect x="${m(deskX - 0.004)}" y="0" width="0.008" height="4.2" fill="${darken(stone, 0.2)}"/>`)
    face.push(`<path d="M${m(deskX - 1.1)} 1.2V3.1A1.1 1.1 0 0 1 ${m(deskX + 1.1)} 3.1V1.2Z" fill="${mix(palette.light, stone, 0.35)}"/>`)
  }
  face.push(`<rect x="${m(panel[0])}" y="4.2" width="${m(panel[1] - panel[0])}" height="0.06" fill="${lighten(palette.light, 0.5)}"/>`)
  s.flat(d - 0.03, face.join(''), layer.onSurface)
  s.polygon(
    [
      [panel[0], 3.2, d - 0.04],
      [panel[1], 3.2, d - 0.04],
      [panel[1], 4.2, d - 0.04],
      [panel[0], 4.2, d - 0.04],
    ],
    s.vertical([
      [0, palette.light, 0],
      [1, palette.light, 0.5],
    ]),
    layer.onSurface - 1,
  )
  // Arched openings along both side walls, lit from beyond.
  for (const side of [-1, 1]) {
    const x = side * w
    for (let z = 3.5; z < d - 2; z += 3) {
      s.polygon(
        [
          [x, 0, z],
          [x, 0, z + 1.8],
          [x, 4.2, z + 1.8],
          [x, 4.2, z],
        ],
        s.vertical([
          [0, lighten(palette.light, 0.2)],
          [1, mix(palette.light, palette.wall, 0.5)],
        ]),
        layer.surface,
      )
      s.polygon(
        [
          [x, 4.2, z],
          [x, 4.2, z + 1.8],
          [x, 4.9, z + 1.4],
          [x, 4.9, z + 0.4],
        ],
        mix(palette.light, palette.wall, 0.5),
        layer.surface,
      )
    }
  }
  // The desk: a long stone block with a timber plinth, and its shadow.
  const desk = { x0: deskX - 2.4, x1: deskX + 2.4, y0: 0, y1: 1.1, z0: d - 2.6, z1: d - 1.8 }
  s.floorShadow(desk, 0.35)
  s.box({ ...desk, y1: 0.12 }, darken(palette.wood, 0.3), { depth: desk.z0 + 0.01 })
  s.box({ ...desk, y0: 0.12 }, lighten(palette.stone, 0.1), { top: lighten(palette.stone, 0.3) })
  if (random.chance(0.6)) chandelier(s, random.between(-1, 1), d - 6, room.height, room.height - 2.2, palette.metal, palette.light)
  else {
    // A cluster of long pendants at different heights instead of a chandelier.
    for (let index = 0; index < 9; index++) {
      pendant(
        s,
        random.between(-1.5, 1.5),
        d - random.between(5, 7.5),
        [room.height, random.between(3, 4.6)],
        'globe',
        palette.metal,
        palette.light,
      )
    }
  }
  // Lounge groups on rugs on both sides of the way in.
  for (const side of [-1, 1]) {
    const x = side * random.between(3, 3.6)
    const z = d - random.between(6.2, 7)
    rug(s, [x - 1.6, x + 1.6], [z - 1.4, z + 1.4], mix(palette.fabric, palette.accent, 0.2))
    armchair(s, { x: x - 0.43, z: z + 0.6, facing: 'camera' }, random.pick([palette.accent, palette.fabric]), palette.metal)
    armchair(s, { x: x - 1.5, z: z - 0.9, facing: 'right' }, palette.fabric, palette.metal)
    armchair(s, { x: x + 1.5, z: z - 0.9 + 0.86, facing: 'left' }, palette.fabric, palette.metal)
    roundTable(s, x, z - 0.3, 0.45, 0.42, palette.stone, palette.metal)
  }
  for (const x of [-w + 0.8, w - 0.8]) plant(s, random, x, d - 1.2, 2.2, palette.stone, palette.green)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
