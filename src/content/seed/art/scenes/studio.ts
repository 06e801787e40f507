import { darken, lighten, mix } from '../color'
import { planks } from '../floor'
import { chair, pendant, plant, table } from '../furniture'
import { atmosphere } from '../light'
import { drawShell, type SceneContext, setUp } from '../room'
import { backWindow } from '../windows'
import type { Palette } from '../palette'
import type { Random } from '../random'
import { layer, m, type Point, type Sketch } from '../sketch'

/** Material samples laid out on a table top: swatches of stone, timber, fabric and brass, and a rolled drawing. */
function samples(
  s: Sketch,
  random: Random,
  palette: Palette,
  [x0, x1]: readonly [number, number],
  [z0, z1]: readonly [number, number],
  y: number,
): void {
  const colours = [
    palette.stone,
    palette.wood,
    lighten(palette.wood, 0.3),
    palette.fabric,
    palette.metal,
    palette.accent,
    darken(palette.stone, 0.3),
    '#f4f1ea',
  ]
  const tiles: string[] = []
  for (let index = 0; index < 14; index++) {
    const x = random.between(x0 + 0.1, x1 - 0.35)
    const z = random.between(z0 + 0.08, z1 - 0.3)
    const size = random.between(0.14, 0.26)
    const corners: Point[] = [
      [x, y + 0.004, z],
      [x + size, y + 0.004, z],
      [x + size, y + 0.004, z + size * 0.8],
      [x, y + 0.004, z + size * 0.8],
    ]
    tiles.push(`<polygon points="${s.points(corners)}" fill="${random.pick(colours)}"/>`)
  }
  const paper: Point[] = [
    [x0 + 0.3, y + 0.003, z0 + 0.1],
    [x0 + 1.2, y + 0.003, z0 + 0.1],
    [x0 + 1.2, y + 0.003, z1 - 0.1],
    [x0 + 0.3, y + 0.003, z1 - 0.1],
  ]
  s.add(z0 - 0.01, `<polygon points="${s.points(paper)}" fill="#f7f4ee"/>${tiles.join('')}`)
}

/** A design studio: a long table strewn with material samples under pendants, shelves of sample boxes, drawings pinned up. */
export function studio(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, { width: [6.5, 7.5], height: [3.1, 3.5], depth: [8, 9], backWall: [0.56, 0.62], eye: [1.45, 1.6] })
  const w = room.width / 2
  const d = room.depth
  drawShell(s, room, palette, context.mood)
  planks(s, random, room, palette.floor)
  const shelfSide = random.chance(0.5) ? -1 : 1
  // Shelves of sample boxes and binders across part of the back wall, a window across the rest.
  const [s0, s1] = shelfSide < 0 ? [-w + 0.2, -0.2] : [0.2, w - 0.2]
  const shelves: string[] = []
  for (const y of [0.4, 0.9, 1.4, 1.9, 2.4]) {
    shelves.push(`<rect x="${m(s0)}" y="${m(y - 0.03)}" width="${m(s1 - s0)}" height="0.03" fill="${palette.wood}"/>`)
    for (let x = s0 + 0.04; x < s1 - 0.1; x += random.between(0.06, 0.3)) {
      const height = random.between(0.25, 0.4)
      shelves.push(
        `<rect x="${m(x)}" y="${m(y)}" width="${m(random.between(0.04, 0.22))}" height="${m(height)}"` +
          ` fill="${random.pick([palette.fabric, '#ece6da', palette.stone, palette.accent, palette.wood, '#d8cfc0'])}"/>`,
      )
    }
  }
  s.flat(d - 0.02, shelves.join(''), layer.onSurface)
  const [w0, w1] = shelfSide < 0 ? [0.3, w - 0.3] : [-w + 0.3, -0.3]
  backWindow(s, context, room, [w0, w1], [0.3, room.height - 0.3], { frame: darken(palette.wall, 0.5), mullions: 2 })
  // Drawings pinned to the side wall: pale sheets with a few lines.
  const wallX = shelfSide * w
  for (let z = 3.5; z < d - 1.5; z += 1.1) {
    const sheet: Point[] = [
      [wallX, 1.3, z],
      [wallX, 1.3, z + 0.84],
      [wallX, 1.9, z + 0.84],
      [wallX, 1.9, z],
    ]
    s.polygon(sheet, '#f6f3ec', layer.onSurface)
    s.line([wallX, 1.45, z + 0.1], [wallX, 1.45, z + 0.74], darken(palette.stone, 0.4), 1, layer.onSurface - 1)
    s.line([wallX, 1.45, z + 0.1], [wallX, 1.75, z + 0.1], darken(palette.stone, 0.4), 1, layer.onSurface - 1)
    s.line([wallX, 1.75, z + 0.1], [wallX, 1.75, z + 0.5], darken(palette.stone, 0.4), 1, layer.onSurface - 1)
  }
  // The long table, chairs on both sides, samples on top, pendants above.
  const tableZ0 = d - 4.6
  const tableZ1 = d - 1.6
  const x = -shelfSide * 0.2
  const seat = random.pick([palette.accent, palette.fabric, palette.wood])
  for (let z = tableZ1 - 0.7; z > tableZ0; z -= 0.9) chair(s, { x: x - 0.75, z, facing: 'right' }, seat, darken(palette.wood, 0.3))
  table(
    s,
    { x0: x - 0.6, x1: x + 0.6, y0: 0, y1: 0.76, z0: tableZ0, z1: tableZ1 },
    lighten(palette.wood, 0.15),
    darken(palette.wood, 0.3),
    { thickness: 0.05 },
  )
  samples(s, random, palette, [x - 0.55, x + 0.55], [tableZ0, tableZ1], 0.76)
  for (let z = tableZ1 - 0.7; z > tableZ0; z -= 0.9) chair(s, { x: x + 0.75, z, facing: 'left' }, seat, darken(palette.wood, 0.3))
  for (let z = tableZ0 + 0.6; z < tableZ1; z += 1.1)
    pendant(s, x, z, [room.height, 1.9], 'dome', mix(palette.metal, palette.shade, 0.3), palette.light)
  plant(s, random, -shelfSide * (w - 0.5), d - 0.7, 1.7, palette.stone, palette.green)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
