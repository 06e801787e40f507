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
    .map(([from, to]) => clipToFrame(s, s.project(from), s.project(to)))
    .filter(
      (segment): segment is [Pixel, Pixel] =>
        segment !== null && Math.hypot(segment[1][0] - segment[0][0], segment[1][1] - segment[0][1]) > 2,
    )
    .map(([[x1, y1], [x2, y2]]) => `M${px(x1)} ${px(y1)}L${px(x2)} ${px(y2)}`)
    .join('')
  s.add(layer.surface, `<path d="${d}" stroke="${color}" stroke-width="${px(thinLine(s))}" stroke-opacity="${opacity}" fill="none"/>`)
}

type Pixel = readonly [number, number]

/**
 * The part of a line inside the picture (Liang–Barsky), or null: joints run far out of frame
 * towards the camera, and stroking what no one sees costs the renderer as much as what they do.
 */
function clipToFrame(s: Sketch, [x1, y1]: Pixel, [x2, y2]: Pixel): [Pixel, Pixel] | null {
  const [dx, dy] = [x2 - x1, y2 - y1]
  let [enter, leave] = [0, 1]
  for (const [p, q] of [
    [-dx, x1 + 2],
    [dx, s.width + 2 - x1],
    [-dy, y1 + 2],
    [dy, s.height + 2 - y1],
  ] as const) {
    if (p === 0) {
      if (q < 0) return null
      continue
    }
    const t = q / p
    if (p < 0) enter = Math.max(enter, t)
    else leave = Math.min(leave, t)
    if (enter > leave) return null
  }
  return [
    [x1 + dx * enter, y1 + dy * enter],
    [x1 + dx * leave, y1 + dy * leave],
  ]
}

/** Timber boards running away from the camera, each a slightly different tone, with staggered ends. */
export function planks(s: Sketch, random: Random, room: Room, color: string, boardWidth = 0.2, joint = 0.35): void {
  const w = room.width / 2
  const start = nearestFloor(s)
  const segments: [Point, Point][] = []
  // Boards a little lighter or darker than the floor: two paths in all.
  const tones: Point[][][] = [[], []]
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
      if (random.chance(0.45)) {
        const from = Math.max(z, start)
        tones[random.int(0, 1)]!.push([
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
    [lighten(color, 0.35), 0.12],
    [darken(color, 0.35), 0.12],
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
    `<path d="${s.outline(dark)}" fill="${darken(color, 0.3)}" fill-opacity="0.2"/>`,
  )
}
