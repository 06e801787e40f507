import { darken, lighten, mix } from '../color'
import { planks } from '../floor'
import { cabinets, pendant, rug } from '../furniture'
import type { Palette } from '../palette'
import type { Random } from '../random'
import { atmosphere } from '../light'
import { drawShell, type Room, type SceneContext, setUp } from '../room'
import { layer, m, type Sketch } from '../sketch'

/** An open, lit section of a wardrobe: shelves, a hanging rail with clothes, folded piles. */
function openSection(
  s: Sketch,
  random: Random,
  [x0, x1]: readonly [number, number],
  z: number,
  height: number,
  palette: Palette,
  carcass: string,
): void {
  const glow = s.vertical([
    [0, lighten(palette.light, 0.3)],
    [1, mix(palette.light, carcass, 0.5)],
  ])
  const parts = [`<rect x="${m(x0)}" y="0.1" width="${m(x1 - x0)}" height="${m(height - 0.1)}" fill="${glow}"/>`]
  const clothes = [palette.fabric, palette.accent, lighten(palette.stone, 0.1), palette.shade, darken(palette.fabric, 0.2)]
  parts.push(`<rect x="${m(x0)}" y="${m(height - 0.45)}" width="${m(x1 - x0)}" height="0.025" fill="${carcass}"/>`)
  parts.push(`<rect x="${m(x0 + 0.03)}" y="${m(height - 0.6)}" width="${m(x1 - x0 - 0.06)}" height="0.018" fill="${palette.metal}"/>`)
  for (let x = x0 + 0.06; x < x1 - 0.12; x += random.between(0.06, 0.11)) {
    const length = random.between(0.6, 1.1)
    parts.push(
      `<rect x="${m(x)}" y="${m(height - 0.6 - length)}" width="${m(random.between(0.04, 0.08))}" height="${m(length)}" rx="0.01"` +
        ` fill="${random.pick(clothes)}"/>`,
    )
  }
  for (const y of [0.1, 0.45]) {
    parts.push(`<rect x="${m(x0)}" y="${m(y + 0.3)}" width="${m(x1 - x0)}" height="0.025" fill="${carcass}"/>`)
    for (let x = x0 + 0.05; x < x1 - 0.25; x += 0.3)
      parts.push(`<rect x="${m(x)}" y="${m(y)}" width="0.24" height="${m(random.between(0.08, 0.22))}" fill="${random.pick(clothes)}"/>`)
  }
  s.flat(z, parts.join(''), layer.onSurface)
}

/** Full-height joinery across the back wall: door fronts with long pulls, an open lit bay. */
function wardrobeWall(s: Sketch, random: Random, room: Room, palette: Palette, front: string): void {
  const w = room.width / 2
  const d = room.depth
  const top = room.height - 0.02
  const bay = random.int(1, 3)
  const bays = 4
  const bayWidth = room.width / bays
  for (let index = 0; index < bays; index++) {
    const x0 = -w + index * bayWidth
    if (index === bay) {
      openSection(s, random, [x0, x0 + bayWidth], d - 0.02, top, palette, front)
      continue
    }
    cabinets(s, { x0, x1: x0 + bayWidth, y0: 0, y1: top, z0: d - 0.62, z1: d }, front, {
      doors: 2,
      handle: palette.metal,
      plinth: 0.08,
      depth: layer.onSurface - 1,
    })
  }
  // The reveal of the open bay: its side panels.
  const x0 = -w + bay * bayWidth
  for (const x of [x0, x0 + bayWidth])
    s.polygon(
      [
        [x, 0.1, d - 0.62],
        [x, 0.1, d],
        [x, top, d],
        [x, top, d - 0.62],
      ],
      darken(front, 0.15),
      layer.onSurface - 0.5,
    )
}

/** Joinery: a wall of built-in wardrobes, or a walk-in closet with wardrobes on both sides and an island. */
export function joinery(context: SceneContext): string {
  const { random, palette } = context
  const walkIn = random.chance(0.45)
  const { s, room } = setUp(
    context,
    walkIn
      ? { width: [4.4, 5], height: [2.8, 3], depth: [8, 8.6], backWall: [0.58, 0.64], eye: [1.4, 1.55] }
      : { width: [5.2, 6], height: [2.8, 3], depth: [6.4, 7], backWall: [0.7, 0.78], eye: [1.3, 1.45] },
  )
  const w = room.width / 2
  const d = room.depth
  drawShell(s, room, palette, context.mood)
  planks(s, random, room, palette.floor)
  const front = random.pick([
    palette.wood,
    lighten(palette.fabric, 0.15),
    mix(palette.accent, palette.wall, 0.3),
    darken(palette.wood, 0.25),
    '#efece6',
  ])
  if (walkIn) {
    // Both side walls lined with open hanging and closed doors, a dressing island between.
    const clothes = [palette.fabric, palette.accent, palette.stone, palette.shade, lighten(palette.fabric, 0.3)]
    for (const side of [-1, 1] as const) {
      const x = side * w
      const inner = x - side * 0.6
      const [x0, x1] = side < 0 ? [x, inner] : [inner, x]
      s.group(layer.onSurface - 1, () => {
        for (let z = d - 1.8, index = 0; z > 3; z -= 1.2, index++) {
          if (index % 2 === 0) {
            s.box({ x0, x1, y0: 2.05, y1: 2.08, z0: z, z1: z + 1.2 }, front)
            for (let hang = z + 1.1; hang > z + 0.05; hang -= 0.07) {
              s.box(
                { x0: x0 + 0.08, x1: x1 - 0.08, y0: random.between(1.0, 1.4), y1: 1.98, z0: hang, z1: hang + 0.025 },
                random.pick(clothes),
              )
            }
            s.box({ x0, x1, y0: 0, y1: 0.5, z0: z, z1: z + 1.2 }, front)
          } else {
            s.box({ x0, x1, y0: 0, y1: room.height - 0.05, z0: z, z1: z + 1.2 }, front)
            s.polygon(
              [
                [inner, 0.1, z + 0.6],
                [inner, room.height - 0.1, z + 0.6],
                [inner, room.height - 0.1, z + 0.605],
                [inner, 0.1, z + 0.605],
              ],
              darken(front, 0.3),
              0,
            )
          }
        }
      })
    }
    s.box({ x0: -w + 0.6, x1: w - 0.6, y0: 0, y1: room.height, z0: d - 0.6, z1: d }, front, { depth: layer.onSurface - 1 })
    const island = { x0: -0.6, x1: 0.6, y0: 0, y1: 0.9, z0: d - 3.6, z1: d - 2.6 }
    s.floorShadow(island, 0.35)
    cabinets(s, island, front, { doors: 2, drawers: true, handle: palette.metal, plinth: 0.06 })
    s.box({ ...island, y0: 0.9, y1: 0.94, x0: -0.64, x1: 0.64 }, lighten(palette.stone, 0.2), { depth: island.z0 - 0.01 })
    pendant(s, 0, d - 3.1, [room.height, 1.9], 'drum', palette.metal, palette.light)
  } else {
    wardrobeWall(s, random, room, palette, front)
    rug(s, [-1.4, 1.4], [d - 3.2, d - 1.2], mix(palette.fabric, palette.floor, 0.3))
    const bench = { x0: -0.7, x1: 0.7, y0: 0, y1: 0.45, z0: d - 2.6, z1: d - 2.15 }
    s.floorShadow(bench)
    s.box(bench, random.pick([palette.accent, palette.fabric, palette.wood]))
    pendant(s, 0, d - 2.4, [room.height, 2.1], 'globe', palette.metal, palette.light)
  }
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
