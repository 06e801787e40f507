import { darken, lighten, mix } from '../color'
import { tiles } from '../floor'
import { armchair, cabinets, pendant, plant } from '../furniture'
import { atmosphere } from '../light'
import { drawShell, type SceneContext, setUp } from '../room'
import { layer, m, type Point, px, type Sketch } from '../sketch'

/**
 * A styling chair facing the mirror on a side wall, so the camera sees it side on: a round base,
 * a post, the seat, the arm and a tall rounded back away from the mirror.
 */
function stylingChair(s: Sketch, x: number, z: number, facing: -1 | 1, leather: string, metal: string): void {
  const X = (u: number) => m(x + u * facing)
  const profile =
    `<path d="M${X(-0.3)} 0h${m(0.6 * facing)}v0.04h${m(-0.6 * facing)}Z" fill="${metal}"/>` +
    `<rect x="${m(x - 0.04)}" y="0.04" width="0.08" height="0.4" fill="${metal}"/>` +
    `<path d="M${X(-0.3)} 0.44H${X(0.28)}Q${X(0.34)} 0.44 ${X(0.34)} 0.52V0.58H${X(-0.3)}Z" fill="${leather}"/>` +
    `<path d="M${X(-0.34)} 0.44V1.08Q${X(-0.34)} 1.16 ${X(-0.26)} 1.16H${X(-0.2)}Q${X(-0.14)} 1.16 ${X(-0.14)} 1.08V0.58Z"` +
    ` fill="${darken(leather, 0.1)}"/>` +
    `<path d="M${X(-0.2)} 0.72H${X(0.24)}Q${X(0.3)} 0.72 ${X(0.3)} 0.78H${X(-0.2)}Z" fill="${darken(leather, 0.2)}"/>`
  s.floorShadow({ x0: x - 0.32, x1: x + 0.32, y0: 0, y1: 0, z0: z - 0.3, z1: z + 0.3 }, 0.25)
  s.flat(z, profile)
}

/** An arched mirror on a side wall with wall lights either side, and the counter beneath it. */
function station(s: Sketch, wallX: number, z: number, side: -1 | 1, frame: string, counter: string, light: string): void {
  const inner = wallX - side * 0.02
  const arch: Point[] = []
  const width = 0.8
  for (let step = 0; step <= 10; step++) {
    const angle = Math.PI * (step / 10)
    arch.push([inner, 1.9 + Math.sin(angle) * (width / 2), z + width / 2 - Math.cos(angle) * (width / 2)])
  }
  const mirror: Point[] = [[inner, 0.95, z], ...arch, [inner, 0.95, z + width]]
  s.polygon(
    mirror,
    s.vertical([
      [0, lighten(light, 0.5)],
      [1, mix(light, '#b9c2c6', 0.5)],
    ]),
    layer.onSurface,
    `stroke="${frame}" stroke-width="${px(Math.max(1.5, s.scaleAt(z) * 0.03))}"`,
  )
  for (const lz of [z - 0.12, z + width + 0.12]) {
    s.polygon(
      [
        [inner, 1.5, lz - 0.03],
        [inner, 1.5, lz + 0.03],
        [inner, 2.0, lz + 0.03],
        [inner, 2.0, lz - 0.03],
      ],
      lighten(light, 0.6),
      layer.onSurface,
    )
    const [cx, cy] = s.project([inner, 1.75, lz])
    s.add(layer.onSurface - 1, s.halo(cx, cy, s.scaleAt(lz) * 0.4, light, 0.6))
  }
  const [x0, x1] = side < 0 ? [wallX, wallX + 0.4] : [wallX - 0.4, wallX]
  s.box({ x0, x1, y0: 0.8, y1: 0.85, z0: z - 0.1, z1: z + width + 0.1 }, counter, { depth: layer.onSurface - 2 })
}

/** A hair salon: arched mirrors and styling chairs along one wall, basins at the back, blush tones and soft pendants. */
export function salon(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, { width: [6, 6.8], height: [3, 3.3], depth: [9, 10], backWall: [0.56, 0.62] })
  const w = room.width / 2
  const d = room.depth
  const blush = mix(palette.wall, '#e8c4b8', 0.45)
  drawShell(s, room, { ...palette, wall: blush, floor: lighten(palette.stone, 0.1) }, context.mood)
  tiles(s, room, palette.stone, 0.6, 0.2)
  const side = random.chance(0.5) ? -1 : 1
  const wallX = side * w
  const leather = random.pick([mix(palette.fabric, '#d9a99a', 0.5), palette.shade, palette.accent, '#c98f7c'])
  for (let z = d - 2; z > 2.8; z -= 1.4) {
    station(s, wallX, z, side, palette.metal, palette.wood, palette.light)
    stylingChair(s, wallX - side * 0.95, z + 0.4, side, leather, palette.metal)
  }
  // Backwash basins along the back wall: a counter with black bowls, a reclining chair before each.
  const [b0, b1] = side < 0 ? [-w + 1.6, w - 0.3] : [-w + 0.3, w - 1.6]
  cabinets(s, { x0: b0, x1: b1, y0: 0, y1: 0.85, z0: d - 0.55, z1: d }, palette.wood, { doors: Math.round((b1 - b0) / 0.6), plinth: 0.08 })
  for (let x = b0 + 0.6; x < b1 - 0.4; x += 1.2) {
    s.cylinder(x, d - 0.3, 0.25, 0.85, 1.02, '#232325', d - 0.56)
    armchair(s, { x: x - 0.43, z: d - 1.55, facing: 'camera' }, leather, palette.metal)
  }
  s.polygon(
    [
      [-w, 1.2, d],
      [w, 1.2, d],
      [w, room.height, d],
      [-w, room.height, d],
    ],
    s.vertical([
      [0, palette.light, 0.35],
      [1, palette.light, 0],
    ]),
    layer.onSurface,
  )
  for (let z = d - 2; z > 3; z -= 2)
    pendant(s, wallX - side * 1.8, z, [room.height, 2.2], random.pick(['globe', 'dome'] as const), palette.metal, palette.light)
  plant(s, random, -side * (w - 0.5), 3.6, 1.5, palette.stone, palette.green)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
