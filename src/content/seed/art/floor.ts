import { darken, lighten } from './color'
import type { Random } from './random'
import type { Room } from './room'
import { layer, type Point, px, type Sketch } from './sketch'

/** The nearest depth of floor the picture shows (nothing nearer needs drawing). */
function nearestFloor(s: Sketch): number {
  const below = s.height - s.camera.cy
  return below > 0 ? Math.max(0.3, ((s.camera.focal * s.camera.y) / below) * 0.95) : 0.3
}

const thinLine = (s: Sketch) => Math.max(0.5, s.width / 1500)

/** Joints as one path, drawn on the floor plane. */
function joints(s: Sketch, segments: [Point, Point][], color: string, opacity: number): void {
  const d = segments
    .filter((segment) => s.inView(segment))
    .map(([from, to]) => {
      const [x1, y1] = s.project(from)
      const [x2, y2] = s.project(to)
      return `M${px(x1)} ${px(y1)}L${px(x2)} ${px(y2)}`
    })
    .join('')
  s.add(layer.surface, `<path d="${d}" stroke="${color}" stroke-width="${px(thinLine(s))}" stroke-opacity="${opacity}" fill="none"/>`)
}

/** Timber boards running away from the camera, each a slightly different tone, with staggered ends. */
export function planks(s: Sketch, random: Random, room: Room, color: string, boardWidth = 0.2, joint = 0.35): void {
  const w = room.width / 2
  const start = nearestFloor(s)
  const segments: [Point, Point][] = []
  // Boards a little lighter or darker than the floor, in two strengths each: four paths in all.
  const tones: Point[][][] = [[], [], [], []]
  for (let x = -w; x < w; x += boardWidth) {
    segments.push([
      [x, 0.002, start],
      [x, 0.002, room.depth],
    ])
    let z = start - random.between(0, 1.6)
    while (z < room.depth) {
      const length = random.between(1.1, 2.2)
      const end = Math.min(room.depth, z + length)
      if (z > start)
        segments.push([
          [x, 0.002, z],
          [x + boardWidth, 0.002, z],
        ])
      if (random.chance(0.55)) {
        const from = Math.max(z, start)
        tones[random.int(0, 3)]!.push([
          [x, 0.002, from],
          [x + boardWidth, 0.002, from],
          [x + boardWidth, 0.002, end],
          [x, 0.002, end],
        ])
      }
      z = end
    }
  }
  const fills = [
    [lighten(color, 0.35), 0.08],
    [lighten(color, 0.35), 0.15],
    [darken(color, 0.35), 0.08],
    [darken(color, 0.35), 0.15],
  ] as const
  s.add(
    layer.surface,
    tones.map((boards, index) => `<path d="${s.outline(boards)}" fill="${fills[index]![0]}" fill-opacity="${fills[index]![1]}"/>`).join(''),
  )
  joints(s, segments, darken(color, 0.45), joint)
}

/** Square or rectangular tiles or slabs on a grid, with hairline joints. */
export function tiles(s: Sketch, room: Room, color: string, size: number, opacity = 0.3, across = size): void {
  const w = room.width / 2
  const start = nearestFloor(s)
  const segments: [Point, Point][] = []
  for (let x = -w + (w % across); x < w; x += across)
    segments.push([
      [x, 0.002, start],
      [x, 0.002, room.depth],
    ])
  for (let z = Math.ceil(start / size) * size; z < room.depth; z += size)
    segments.push([
      [-w, 0.002, z],
      [w, 0.002, z],
    ])
  joints(s, segments, darken(color, 0.4), opacity)
}

/** Tiles on a wall plane: the back wall (x, y) or a side wall at x = ±width/2 (z, y). */
export function wallTiles(
  s: Sketch,
  room: Room,
  wall: 'back' | 'left' | 'right',
  color: string,
  size: number,
  [y0, y1]: readonly [number, number] = [0, room.height],
  opacity = 0.3,
): void {
  const w = room.width / 2
  const d = room.depth
  const segments: [Point, Point][] = []
  if (wall === 'back') {
    for (let x = -w + size; x < w; x += size)
      segments.push([
        [x, y0, d],
        [x, y1, d],
      ])
    for (let y = y0 + size; y < y1; y += size)
      segments.push([
        [-w, y, d],
        [w, y, d],
      ])
  } else {
    const x = wall === 'left' ? -w : w
    for (let z = d - size; z > 0.3; z -= size)
      segments.push([
        [x, y0, z],
        [x, y1, z],
      ])
    for (let y = y0 + size; y < y1; y += size)
      segments.push([
        [x, y, 0.3],
        [x, y, d],
      ])
  }
  joints(s, segments, darken(color, 0.35), opacity)
}

/** Chevron parquet: short boards meeting at an angle in columns that run away from the camera. */
export function chevron(s: Sketch, room: Room, color: string, columnWidth = 0.32): void {
  const w = room.width / 2
  const start = nearestFloor(s)
  const pitch = 0.13
  const slant = columnWidth * 0.7
  const light: Point[][] = []
  const dark: Point[][] = []
  let column = 0
  for (let x = -w; x < w; x += columnWidth, column++) {
    const rise = column % 2 === 0 ? slant : -slant
    let row = 0
    for (let z = start - slant - pitch; z < room.depth; z += pitch, row++) {
      ;(row % 2 === 0 ? light : dark).push([
        [x, 0.002, z],
        [x + columnWidth, 0.002, z + rise],
        [x + columnWidth, 0.002, z + rise + pitch],
        [x, 0.002, z + pitch],
      ])
    }
  }
  s.add(layer.surface, `<path d="${s.outline(light)}" fill="${lighten(color, 0.25)}" fill-opacity="0.18"/>`)
  s.add(
    layer.surface,
    `<path d="${s.outline(dark)}" fill="${darken(color, 0.3)}" fill-opacity="0.14" stroke="${darken(color, 0.5)}"` +
      ` stroke-opacity="0.14" stroke-width="${px(thinLine(s))}"/>`,
  )
}
