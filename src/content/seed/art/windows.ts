import { darken } from './color'
import type { Random } from './random'
import type { Room, SceneContext } from './room'
import { layer, m, type Point, type Sketch } from './sketch'

/** The sky of a window: hazy blue to warm sand by day, deep blue to amber at dusk. */
export function skyFill(s: Sketch, mood: SceneContext['mood']): string {
  return mood === 'day'
    ? s.vertical([
        [0, '#a7c0cf'],
        [0.55, '#d9e3e2'],
        [1, '#f5e4c8'],
      ])
    : s.vertical([
        [0, '#2b3d5e'],
        [0.6, '#8c7388'],
        [1, '#f1ae74'],
      ])
}

/** A distant skyline of towers along the bottom of a window on the back wall. */
function skyline(s: Sketch, random: Random, x0: number, x1: number, y0: number, y1: number, z: number, mood: SceneContext['mood']): void {
  const color = mood === 'day' ? '#b9c3c6' : '#3c4258'
  const towers: string[] = []
  for (let x = x0 + random.between(0, 0.3); x < x1 - 0.1; x += random.between(0.25, 0.6)) {
    const towerWidth = Math.min(random.between(0.12, 0.3), x1 - x)
    const top = y0 + (y1 - y0) * random.between(0.15, random.chance(0.15) ? 0.8 : 0.45)
    towers.push(`<rect x="${m(x)}" y="${m(y0)}" width="${m(towerWidth)}" height="${m(top - y0)}"/>`)
  }
  s.flat(z, `<g fill="${color}" fill-opacity="${mood === 'day' ? 0.55 : 0.8}">${towers.join('')}</g>`, layer.onSurface)
}

export type WindowStyle = { frame: string; mullions?: number; skyline?: boolean; curtains?: string }

/** A tall window in the back wall, with its frame, curtains and the sunlight it throws on the floor. */
export function backWindow(
  s: Sketch,
  context: SceneContext,
  room: Room,
  [x0, x1]: readonly [number, number],
  [y0, y1]: readonly [number, number],
  style: WindowStyle,
): void {
  const d = room.depth
  s.polygon(
    [
      [x0, y0, d],
      [x1, y0, d],
      [x1, y1, d],
      [x0, y1, d],
    ],
    skyFill(s, context.mood),
    layer.surface,
  )
  if (style.skyline !== false) skyline(s, context.random, x0, x1, y0, y1, d, context.mood)
  const bars = style.mullions ?? Math.max(1, Math.round((x1 - x0) / 1.1))
  const frameWidth = 0.05
  const frames = [
    `<rect x="${m(x0)}" y="${m(y0)}" width="${m(x1 - x0)}" height="${m(y1 - y0)}" fill="none" stroke="${style.frame}"` +
      ` stroke-width="${frameWidth * 1.6}"/>`,
    ...Array.from({ length: bars - 1 }, (_, index) => {
      const x = x0 + ((x1 - x0) * (index + 1)) / bars
      return `<rect x="${m(x - frameWidth / 2)}" y="${m(y0)}" width="${frameWidth}" height="${m(y1 - y0)}" fill="${style.frame}"/>`
    }),
  ]
  s.flat(d, frames.join(''), layer.onSurface)
  if (style.curtains) {
    const curtain = s.horizontal([
      [0, darken(style.curtains, 0.1)],
      [0.5, style.curtains],
      [1, darken(style.curtains, 0.14)],
    ])
    const width = Math.min(0.5, (x1 - x0) * 0.18)
    s.flat(
      d - 0.1,
      `<rect x="${m(x0 - width * 0.6)}" y="0" width="${m(width)}" height="${m(y1 + 0.15)}" fill="${curtain}" fill-opacity="0.95"/>` +
        `<rect x="${m(x1 - width * 0.4)}" y="0" width="${m(width)}" height="${m(y1 + 0.15)}" fill="${curtain}" fill-opacity="0.95"/>`,
      layer.onSurface,
    )
  }
  if (context.mood === 'day') {
    // Sunlight falls through the window towards the camera, slanting away from the light side.
    const slant = -s.lightSide * 0.5
    const reach = (y: number): number => y * 0.9
    const patch: Point[] = [
      [x0 + slant * y0, 0.003, d - reach(y0)],
      [x1 + slant * y0, 0.003, d - reach(y0)],
      [x1 + slant * y1, 0.003, d - reach(y1)],
      [x0 + slant * y1, 0.003, d - reach(y1)],
    ]
    s.polygon(patch, s.lightColor, layer.onSurface, 'fill-opacity="0.22"')
  }
}

/** A window in a side wall (-1 left, 1 right) between two depths, with the light it throws across the floor. */
export function sideWindow(
  s: Sketch,
  context: SceneContext,
  room: Room,
  side: -1 | 1,
  [z0, z1]: readonly [number, number],
  [y0, y1]: readonly [number, number],
  style: WindowStyle,
): void {
  const x = (side * room.width) / 2
  s.polygon(
    [
      [x, y0, z0],
      [x, y0, z1],
      [x, y1, z1],
      [x, y1, z0],
    ],
    skyFill(s, context.mood),
    layer.surface,
  )
  const bars = style.mullions ?? Math.max(1, Math.round((z1 - z0) / 1))
  const frameDepth = 0.06
  for (let index = 0; index <= bars; index++) {
    const z = z0 + ((z1 - z0) * index) / bars
    s.polygon(
      [
        [x, y0, z - frameDepth / 2],
        [x, y0, z + frameDepth / 2],
        [x, y1, z + frameDepth / 2],
        [x, y1, z - frameDepth / 2],
      ],
      style.frame,
      layer.onSurface,
    )
  }
  s.polygon(
    [
      [x, y0 - 0.04, z0],
      [x, y0 - 0.04, z1],
      [x, y0 + 0.03, z1],
      [x, y0 + 0.03, z0],
    ],
    style.frame,
    layer.onSurface,
  )
  s.polygon(
    [
      [x, y1 - 0.03, z0],
      [x, y1 - 0.03, z1],
      [x, y1 + 0.05, z1],
      [x, y1 + 0.05, z0],
    ],
    style.frame,
    layer.onSurface,
  )
  if (context.mood === 'day' && side === s.lightSide) {
    const across = (y: number) => -side * y * 0.85
    const patch: Point[] = [
      [x + across(y0), 0.003, z0 + y0 * 0.3],
      [x + across(y0), 0.003, z1 + y0 * 0.3],
      [x + across(y1), 0.003, z1 + y1 * 0.3],
      [x + across(y1), 0.003, z0 + y1 * 0.3],
    ]
    s.polygon(patch, s.lightColor, layer.onSurface, 'fill-opacity="0.2"')
  }
}
