import { darken, lighten, mix } from './color'
import type { Palette } from './palette'
import type { Random } from './random'
import { type Camera, layer, m, type Point, px, Sketch } from './sketch'

/** What every scene is given: its generator, palette, size and time of day. */
export type SceneContext = {
  random: Random
  palette: Palette
  width: number
  height: number
  /** Day: sunlight through the windows. Dusk: a deep blue sky and warm lamps. */
  mood: 'day' | 'dusk'
}

/** A room in metres: x from -width/2 to width/2, y from the floor to the ceiling, z to the back wall. */
export type Room = { width: number; height: number; depth: number }

export type Framing = {
  /** Eye height in metres. */
  eye: number
  /** The camera's place across the room, in metres from its middle. */
  shift: number
  /** Height of the vanishing point, as a fraction of the picture's height. */
  horizon: number
  /** How much of the picture's width the back wall spans. */
  backWall: number
  /** Instead of framing the back wall: the focal length as a share of the picture's width (outdoors). */
  lens?: number
}

/** Where the room's planes start in front of the camera. */
export const near = 0.3

/** A camera that shows the back wall at the asked share of the picture, and never less than 40% of its height. */
export function frameCamera(width: number, height: number, room: Room, framing: Framing): Camera {
  const focal = framing.lens
    ? framing.lens * width
    : Math.max((framing.backWall * width * room.depth) / room.width, (0.4 * height * room.depth) / room.height)
  return { x: framing.shift, y: framing.eye, focal, cx: width / 2, cy: height * framing.horizon }
}

export function sketchRoom(context: SceneContext, room: Room, framing: Framing): Sketch {
  const lightSide = context.random.chance(0.5) ? -1 : 1
  const light = context.mood === 'day' ? context.palette.light : mix(context.palette.light, '#ffc27a', 0.5)
  return new Sketch(context.width, context.height, frameCamera(context.width, context.height, room, framing), lightSide, light)
}

type Range = readonly [number, number]

/** The ranges a scene's room and camera are drawn from. */
export type RoomRanges = {
  width: Range
  height: Range
  depth: Range
  eye?: Range
  shift?: Range
  horizon?: Range
  backWall?: Range
  lens?: Range
}

/** A room of random size within the ranges, seen by a camera placed within them. */
export function setUp(context: SceneContext, ranges: RoomRanges): { s: Sketch; room: Room } {
  const { random } = context
  const within = (range: Range) => random.between(range[0], range[1])
  const room: Room = { width: within(ranges.width), height: within(ranges.height), depth: within(ranges.depth) }
  const s = sketchRoom(context, room, {
    eye: within(ranges.eye ?? [1.3, 1.5]),
    shift: within(ranges.shift ?? [-0.4, 0.4]),
    horizon: within(ranges.horizon ?? [0.5, 0.55]),
    backWall: within(ranges.backWall ?? [0.5, 0.58]),
    lens: ranges.lens && within(ranges.lens),
  })
  return { s, room }
}

export type Finish = { wall: string; floor: string; ceiling: string; backWall?: string }

/** Walls, floor and ceiling, shaded by the light: the wall facing the window is the brightest. */
export function drawShell(s: Sketch, room: Room, finish: Finish, mood: SceneContext['mood']): void {
  const w = room.width / 2
  const { height: h, depth: d } = room
  const dim = mood === 'dusk' ? 0.22 : 0
  const light = s.lightColor
  const back = darken(finish.backWall ?? finish.wall, dim)
  const litWall = mix(darken(finish.wall, dim), light, 0.18)
  const windowWall = darken(finish.wall, 0.1 + dim)
  const [leftWall, rightWall] = s.lightSide < 0 ? [windowWall, litWall] : [litWall, windowWall]
  const towardsBack = (color: string) =>
    s.horizontal([
      [0, darken(color, 0.12)],
      [1, color],
    ])
  const towardsFront = (color: string) =>
    s.horizontal([
      [0, color],
      [1, darken(color, 0.12)],
    ])

  s.polygon(
    [
      [-w, 0, d],
      [w, 0, d],
      [w, h, d],
      [-w, h, d],
    ],
    s.horizontal(
      s.lightSide < 0
        ? [
            [0, mix(back, light, 0.22)],
            [1, darken(back, 0.05)],
          ]
        : [
            [0, darken(back, 0.05)],
            [1, mix(back, light, 0.22)],
          ],
    ),
    layer.planes,
  )
  s.polygon(
    [
      [-w, 0, near],
      [-w, 0, d],
      [-w, h, d],
      [-w, h, near],
    ],
    towardsBack(leftWall),
    layer.planes,
  )
  s.polygon(
    [
      [w, 0, d],
      [w, 0, near],
      [w, h, near],
      [w, h, d],
    ],
    towardsFront(rightWall),
    layer.planes,
  )
  s.polygon(
    [
      [-w, 0, near],
      [w, 0, near],
      [w, 0, d],
      [-w, 0, d],
    ],
    s.vertical([
      [0, mix(darken(finish.floor, dim), light, 0.12)],
      [1, darken(finish.floor, 0.22 + dim)],
    ]),
    layer.planes,
  )
  s.polygon(
    [
      [-w, h, near],
      [w, h, near],
      [w, h, d],
      [-w, h, d],
    ],
    s.vertical([
      [0, darken(finish.ceiling, 0.16 + dim)],
      [1, darken(finish.ceiling, dim)],
    ]),
    layer.planes,
  )
}

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

/** Recessed downlights in rows across the ceiling. */
export function downlights(s: Sketch, room: Room, rows: readonly number[], columns: readonly number[], color = '#fffaf0'): void {
  const radius = 0.05
  const drop = room.height - s.camera.y
  const dots = rows.flatMap((z) =>
    columns.map((x) => {
      const [cx, cy] = s.project([x, room.height, z])
      const scale = s.scaleAt(z)
      return `<ellipse cx="${px(cx)}" cy="${px(cy)}" rx="${px(radius * scale)}" ry="${px(Math.max(0.6, (radius * scale * drop) / z))}"/>`
    }),
  )
  s.add(layer.onSurface, `<g fill="${color}">${dots.join('')}</g>`)
}

/** A line of concealed light where the ceiling meets the back wall, washing down the wall. */
export function cove(s: Sketch, room: Room, color: string): void {
  const w = room.width / 2
  const d = room.depth
  const h = room.height
  s.polygon(
    [
      [-w, h - 0.9, d],
      [w, h - 0.9, d],
      [w, h, d],
      [-w, h, d],
    ],
    s.vertical([
      [0, color, 0],
      [1, color, 0.55],
    ]),
    layer.onSurface,
  )
  s.polygon(
    [
      [-w, h - 0.06, d],
      [w, h - 0.06, d],
      [w, h, d],
      [-w, h, d],
    ],
    lighten(color, 0.5),
    layer.onSurface,
  )
}

/**
 * The light of the room over everything: a warm wash from the light's side and a soft vignette.
 * Both are linear gradients on bands along the edges, which cost the renderer far less than
 * radial ones over the whole picture; where the bands cross, the corners darken most.
 */
export function atmosphere(s: Sketch, shade: string, mood: SceneContext['mood']): void {
  const { width, height } = s
  const wash = s.horizontal(
    s.lightSide < 0
      ? [
          [0, s.lightColor, mood === 'day' ? 0.3 : 0.22],
          [1, s.lightColor, 0],
        ]
      : [
          [0, s.lightColor, 0],
          [1, s.lightColor, mood === 'day' ? 0.3 : 0.22],
        ],
  )
  s.add(-1, `<rect x="${s.lightSide < 0 ? 0 : px(width * 0.4)}" width="${px(width * 0.6)}" height="${height}" fill="${wash}"/>`)
  const strength = mood === 'day' ? 0.26 : 0.4
  const band = (from: string, to: string) =>
    s.gradient(
      'linear',
      [
        [0, shade, strength],
        [1, shade, 0],
      ],
      `x1="${from.split(' ')[0]}" y1="${from.split(' ')[1]}" x2="${to.split(' ')[0]}" y2="${to.split(' ')[1]}"`,
    )
  const [across, down] = [px(width * 0.18), px(height * 0.24)]
  s.add(
    -2,
    `<rect width="${width}" height="${down}" fill="${band('0 0', '0 1')}"/>` +
      `<rect y="${px(height - height * 0.24)}" width="${width}" height="${down}" fill="${band('0 1', '0 0')}"/>` +
      `<rect width="${across}" height="${height}" fill="${band('0 0', '1 0')}"/>` +
      `<rect x="${px(width - width * 0.18)}" width="${across}" height="${height}" fill="${band('1 0', '0 0')}"/>`,
  )
}
