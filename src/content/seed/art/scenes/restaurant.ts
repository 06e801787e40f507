import { darken, lighten, mix } from '../color'
import { planks, tiles } from '../floor'
import { banquette, chair, pendant, plant, roundTable, stool, table } from '../furniture'
import type { Palette } from '../palette'
import type { Random } from '../random'
import { atmosphere } from '../light'
import { drawShell, type Room, type SceneContext, setUp } from '../room'
import { sideWindow } from '../windows'
import { layer, m, px, type Sketch } from '../sketch'

/** Shelves on the back wall behind a bar or counter, lined with bottles, jars or bags, lit from below. */
function backBar(
  s: Sketch,
  random: Random,
  room: Room,
  [x0, x1]: readonly [number, number],
  shelves: number,
  colors: readonly string[],
  wood: string,
  light: string,
): void {
  const d = room.depth
  const items: string[] = []
  for (let shelf = 0; shelf < shelves; shelf++) {
    const y = 1.35 + shelf * 0.42
    items.push(`<rect x="${m(x0)}" y="${m(y - 0.03)}" width="${m(x1 - x0)}" height="0.03" fill="${wood}"/>`)
    items.push(`<rect x="${m(x0)}" y="${m(y)}" width="${m(x1 - x0)}" height="0.3" fill="${light}" fill-opacity="0.18"/>`)
    for (let x = x0 + 0.05; x < x1 - 0.1; x += random.between(0.11, 0.2)) {
      const height = random.between(0.16, 0.3)
      const width = random.between(0.05, 0.08)
      items.push(`<rect x="${m(x)}" y="${m(y)}" width="${m(width)}" height="${m(height)}" fill="${random.pick(colors)}"/>`)
    }
  }
  s.flat(d - 0.02, items.join(''), layer.onSurface)
}

/** A bar or service counter along the back wall, its front in vertical flutes. */
function counter(s: Sketch, room: Room, [x0, x1]: readonly [number, number], front: string, top: string): void {
  const d = room.depth
  const z0 = d - 1.6
  const box = { x0, x1, y0: 0, y1: 1.05, z0, z1: z0 + 0.7 }
  s.floorShadow(box, 0.35)
  const flutes: string[] = []
  for (let x = x0 + 0.06; x < x1; x += 0.06)
    flutes.push(`<rect x="${m(x)}" y="0.08" width="0.012" height="0.95" fill="${darken(front, 0.25)}"/>`)
  s.group(z0, () => {
    s.box(box, front)
    s.flat(z0 - 0.001, flutes.join(''))
    s.box({ x0: x0 - 0.05, x1: x1 + 0.05, y0: 1.05, y1: 1.1, z0: z0 - 0.05, z1: z0 + 0.72 }, top)
  })
}

function tableWithChairs(s: Sketch, random: Random, palette: Palette, x: number, z: number, round: boolean, seat: string): void {
  const frame = darken(palette.wood, 0.3)
  chair(s, { x: x - 0.23, z: z + 0.45, facing: 'camera' }, seat, frame)
  if (round) roundTable(s, x, z, 0.42, 0.75, palette.stone, darken(palette.metal, 0.3))
  else table(s, { x0: x - 0.4, x1: x + 0.4, y0: 0, y1: 0.75, z0: z - 0.4, z1: z + 0.4 }, palette.wood, frame)
  chair(s, { x: x - 0.23, z: z - 0.45, facing: 'away' }, seat, frame)
  if (random.chance(0.5)) {
    const [cx, cy] = s.project([x, 0.75, z])
    const scale = s.scaleAt(z)
    s.add(
      z - 0.5,
      `<rect x="${px(cx - scale * 0.02)}" y="${px(cy - scale * 0.14)}" width="${px(scale * 0.04)}" height="${px(scale * 0.14)}"` +
        ` fill="${palette.light}"/>${s.halo(cx, cy - scale * 0.16, scale * 0.12, '#ffd28a', 0.8)}`,
    )
  }
}

/** A restaurant: tables and chairs under pendant lights, a banquette along one wall and a bar with lit bottle shelves. */
export function restaurant(context: SceneContext): string {
  const { random, palette } = context
  const evening = { ...context, mood: random.chance(0.6) ? ('dusk' as const) : context.mood }
  const { s, room } = setUp(evening, { width: [8, 9.5], height: [3.2, 3.6], depth: [11, 12.5], backWall: [0.52, 0.6], eye: [1.4, 1.55] })
  const w = room.width / 2
  const d = room.depth
  const floor = mix(palette.floor, palette.wood, 0.3)
  drawShell(s, room, { ...palette, floor, wall: mix(palette.wall, palette.fabric, 0.25) }, evening.mood)
  if (random.chance(0.5)) planks(s, random, room, floor, 0.16)
  else tiles(s, room, lighten(palette.stone, 0.1), 0.6, 0.25)

  const bottles = [palette.green, palette.metal, '#6b3d2e', '#c7b38a', lighten(palette.accent, 0.2)]
  backBar(s, random, room, [-w + 1, w - 1], 3, bottles, palette.wood, palette.light)
  counter(s, room, [-w + 1.2, w - 1.2], random.pick([palette.wood, palette.accent, darken(palette.fabric, 0.2)]), palette.stone)
  for (let x = -w + 1.7; x < w - 1.4; x += 0.75) stool(s, x, d - 2.05, palette.fabric, palette.metal, 0.78)

  const side = random.chance(0.5) ? -1 : 1
  const seat = random.pick([palette.accent, palette.fabric, palette.metal])
  banquette(
    s,
    side < 0 ? { x: -w + 0.62, z: 3.6, facing: 'right' } : { x: w - 0.62, z: 3.6, facing: 'left' },
    d - 6,
    palette.accent,
    darken(palette.wood, 0.2),
  )
  for (let z = d - 3.4; z > 3.6; z -= 1.8) {
    const x = side * (w - 1.15)
    table(s, { x0: x - 0.35, x1: x + 0.35, y0: 0, y1: 0.75, z0: z - 0.4, z1: z + 0.4 }, palette.wood, darken(palette.wood, 0.3))
    chair(
      s,
      side < 0 ? { x: x + 0.85, z: z - 0.23, facing: 'left' } : { x: x - 0.85, z: z - 0.23, facing: 'right' },
      seat,
      darken(palette.wood, 0.3),
    )
    pendant(s, x, z, [room.height, 1.9], 'dome', palette.metal, palette.light)
  }
  const round = random.chance(0.5)
  for (let z = d - 3.8; z > 4; z -= 2.2) {
    for (const x of [-side * 0.6, -side * 2.4]) {
      tableWithChairs(s, random, palette, x, z, round, seat)
      pendant(s, x, z, [room.height, 1.95], round ? 'globe' : 'drum', palette.metal, palette.light)
    }
  }
  sideWindow(s, evening, room, -side as -1 | 1, [4, d - 2.5], [0.4, room.height - 0.4], { frame: darken(palette.wood, 0.3), mullions: 4 })
  plant(s, random, -side * (w - 0.4), d - 2, 1.6, darken(palette.wood, 0.2), palette.green)
  atmosphere(s, palette.shade, evening.mood)
  return s.toSvg()
}

/** A café: a service counter with an espresso machine and a pastry case, shelves of coffee, bistro tables by a shopfront window. */
export function cafe(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, { width: [6, 7], height: [3, 3.4], depth: [8, 9], backWall: [0.56, 0.64] })
  const w = room.width / 2
  const d = room.depth
  drawShell(s, room, { ...palette, floor: lighten(palette.stone, 0.05) }, context.mood)
  tiles(s, room, palette.stone, 0.4, 0.25)
  const side = random.chance(0.5) ? -1 : 1
  const counterSpan = side < 0 ? ([-w + 0.3, 0.9] as const) : ([-0.9, w - 0.3] as const)
  const bags = [palette.fabric, '#d9c7a6', palette.accent, '#efe7da', palette.metal]
  backBar(s, random, room, [counterSpan[0] + 0.2, counterSpan[1] - 0.2], 2, bags, palette.wood, palette.light)
  // A blank, framed board beside the shelves.
  const boardX = side < 0 ? 1.4 : -2.6
  s.flat(
    d - 0.02,
    `<rect x="${m(boardX)}" y="1.3" width="1.2" height="0.9" fill="${darken(palette.shade, 0.1)}"/><rect x="${m(boardX + 0.05)}"` +
      ` y="1.35" width="1.1" height="0.8" fill="${lighten(palette.shade, 0.08)}"/>`,
    layer.onSurface,
  )
  counter(s, room, counterSpan, random.pick([palette.wood, lighten(palette.fabric, 0.1), palette.accent]), lighten(palette.stone, 0.2))
  // The espresso machine and the pastry case on the counter.
  const machineX = counterSpan[0] + (counterSpan[1] - counterSpan[0]) * 0.3
  const counterZ = d - 1.6
  s.box({ x0: machineX - 0.38, x1: machineX + 0.38, y0: 1.1, y1: 1.55, z0: counterZ + 0.2, z1: counterZ + 0.6 }, '#c9c9c6', {
    depth: counterZ - 0.06,
  })
  s.box({ x0: machineX - 0.3, x1: machineX + 0.3, y0: 1.28, y1: 1.32, z0: counterZ + 0.16, z1: counterZ + 0.2 }, palette.metal, {
    depth: counterZ - 0.07,
  })
  const caseX = counterSpan[0] + (counterSpan[1] - counterSpan[0]) * 0.72
  s.box({ x0: caseX - 0.45, x1: caseX + 0.45, y0: 1.1, y1: 1.45, z0: counterZ + 0.05, z1: counterZ + 0.55 }, '#f3efe6', {
    depth: counterZ - 0.06,
    attributes: 'fill-opacity="0.55"',
  })
  for (let index = 0; index < 3; index++) {
    pendant(
      s,
      counterSpan[0] + ((counterSpan[1] - counterSpan[0]) * (index + 0.5)) / 3,
      counterZ + 0.3,
      [room.height, 2.1],
      'globe',
      palette.metal,
      palette.light,
    )
  }
  sideWindow(s, context, room, -side as -1 | 1, [2.5, d - 1], [0.3, room.height - 0.3], { frame: darken(palette.shade, 0.2), mullions: 3 })
  for (let z = d - 2.8; z > 3; z -= 1.5) {
    const x = -side * (w - 0.9)
    roundTable(s, x, z, 0.32, 0.74, lighten(palette.stone, 0.2), darken(palette.metal, 0.3))
    chair(
      s,
      { x: x + side * 0.45 - 0.23 * 0, z: z - 0.23, facing: side < 0 ? 'left' : 'right' },
      random.pick([palette.wood, palette.fabric]),
      darken(palette.wood, 0.3),
    )
  }
  plant(s, random, side * (w - 0.45), 3.6, 1.4, palette.stone, palette.green)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
