import { darken, lighten, mix } from '../color'
import { armchair, sofa, table } from '../furniture'
import { horizonLine, palm, skyAndGround, tree } from '../outdoor'
import { atmosphere } from '../light'
import { type SceneContext, sketchRoom } from '../room'
import { layer, type Point } from '../sketch'

/**
 * A garden terrace under a pergola: posts, beams and a slatted roof striping the deck with shade,
 * outdoor seating, planters, a pool or lawn, palms and open sky.
 */
export function pergola(context: SceneContext): string {
  const { random, palette } = context
  const room = { width: 16, height: 3, depth: 30 }
  const s = sketchRoom(context, room, {
    eye: random.between(1.5, 1.7),
    shift: random.between(-0.6, 0.6),
    horizon: random.between(0.5, 0.56),
    backWall: 0,
    lens: random.between(0.75, 0.9),
  })
  const deck = random.pick([darken(palette.floor, 0.1), mix(palette.wood, palette.floor, 0.5), darken(palette.stone, 0.15)])
  const lawn = mix(palette.green, '#8ea066', 0.4)
  skyAndGround(s, context, mix(lawn, '#c9b48f', 0.3))
  horizonLine(s, random, mix(palette.green, '#b9b8a0', 0.5))
  const x0 = -3.4 + random.between(-0.5, 0.5)
  const x1 = x0 + random.between(6, 7)
  const z0 = 5
  const z1 = z0 + random.between(3.6, 4.4)
  const top = 2.7
  const wood = random.pick([palette.wood, '#3a3a3a', darken(palette.wood, 0.2), lighten(palette.wood, 0.15)])

  // The terrace floor, the garden wall and the planting beyond it.
  const floor = (x: number, z: number): Point => [x, 0.003, z]
  s.polygon([floor(-9, 2), floor(9, 2), floor(9, z1 + 2), floor(-9, z1 + 2)], deck, layer.surface)
  for (let z = 2.6; z < z1 + 2; z += 0.6) s.line(floor(-9, z), floor(9, z), darken(deck, 0.25), 1, layer.surface, 'stroke-opacity="0.4"')
  const pool = random.chance(0.45)
  if (pool) {
    const px0 = x1 + 0.8
    s.polygon(
      [floor(px0 - 0.3, z0 - 0.3), floor(px0 + 7, z0 - 0.3), floor(px0 + 7, z1 + 1.5), floor(px0 - 0.3, z1 + 1.5)],
      lighten(palette.stone, 0.2),
      layer.onSurface,
    )
    s.polygon(
      [floor(px0, z0), floor(px0 + 7, z0), floor(px0 + 7, z1 + 1.2), floor(px0, z1 + 1.2)],
      s.vertical([
        [0, '#7fb7c4'],
        [1, '#3f8fa6'],
      ]),
      layer.onSurface,
    )
  }
  const wallZ = random.between(16, 20)
  s.polygon(
    [
      [-30, 0, wallZ],
      [30, 0, wallZ],
      [30, 1.7, wallZ],
      [-30, 1.7, wallZ],
    ],
    s.vertical([
      [0, mix(palette.wall, palette.light, 0.3)],
      [1, darken(palette.wall, 0.08)],
    ]),
    wallZ,
  )
  for (let x = -14; x < 14; x += random.between(2.5, 4)) {
    if (random.chance(0.55))
      palm(s, random, x, wallZ + random.between(1, 4), random.between(5, 8), darken(palette.green, 0.1), mix(palette.wood, '#8c7a62', 0.5))
    else tree(s, random, x, wallZ + random.between(0.5, 2), random.between(3, 4.5), palette.green, darken(palette.wood, 0.3))
  }

  // Sun through the slats: stripes of shade on the deck, slanting with the light.
  // The slats run away from the camera, so the sky shows between them.
  const slats: number[] = []
  for (let x = x0 + 0.05; x < x1 - 0.05; x += 0.3) slats.push(x)
  const shift = s.lightSide * -0.8
  if (context.mood === 'day') {
    const stripe = (x: number) => [
      floor(x + shift, z0 - 0.6),
      floor(x + shift + 0.12, z0 - 0.6),
      floor(x + shift + 0.12, z1 - 0.6),
      floor(x + shift, z1 - 0.6),
    ]
    const stripes = slats.map((x) => `<polygon points="${s.points(stripe(x))}"/>`)
    s.add(layer.onSurface - 1, `<g fill="${darken(deck, 0.5)}" fill-opacity="0.3">${stripes.join('')}</g>`)
  }

  // Seating under the pergola, planters at its corners.
  const seat = random.pick([lighten(palette.fabric, 0.2), palette.fabric, '#ece7dd'])
  sofa(s, { x: (x0 + x1) / 2 - 1.3, z: z1 - 1.4, facing: 'camera' }, 2.6, seat, { depth: 0.9, legs: wood })
  table(s, { x0: (x0 + x1) / 2 - 0.6, x1: (x0 + x1) / 2 + 0.6, y0: 0, y1: 0.38, z0: z1 - 3, z1: z1 - 2.3 }, wood, darken(wood, 0.2), {
    thickness: 0.06,
  })
  armchair(s, { x: x0 + 0.3, z: z1 - 3.2, facing: 'right' }, seat, wood)
  for (const x of [x0 - 0.5, x1 + 0.5]) {
    s.cylinder(x, z0 - 0.4, 0.35, 0, 0.7, lighten(palette.stone, 0.1))
    tree(s, random, x, z0 - 0.4, 2.2, palette.green, darken(palette.wood, 0.3))
  }

  // The pergola: four posts, two beams and the slatted roof.
  const post = (x: number, z: number) =>
    s.box({ x0: x - 0.08, x1: x + 0.08, y0: 0, y1: top, z0: z - 0.08, z1: z + 0.08 }, wood, { depth: z - 0.09 })
  post(x0, z1)
  post(x1, z1)
  s.group(z0 - 0.2, () => {
    // The back beam, the slats resting on both beams, then the front beam below them.
    s.box({ x0: x0 - 0.3, x1: x1 + 0.3, y0: top - 0.1, y1: top + 0.1, z0: z1 - 0.1, z1: z1 + 0.1 }, wood)
    const outward = [...slats].sort((a, b) => Math.abs(b - s.camera.x) - Math.abs(a - s.camera.x))
    for (const x of outward) s.box({ x0: x, x1: x + 0.06, y0: top + 0.1, y1: top + 0.26, z0: z0 - 0.4, z1: z1 + 0.4 }, wood)
    s.box({ x0: x0 - 0.3, x1: x1 + 0.3, y0: top - 0.1, y1: top + 0.1, z0: z0 - 0.1, z1: z0 + 0.1 }, wood)
  })
  post(x0, z0)
  post(x1, z0)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
