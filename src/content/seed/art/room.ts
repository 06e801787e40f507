import { darken, mix } from './color'
import type { Palette } from './palette'
import type { Random } from './random'
import { type Camera, layer, Sketch } from './sketch'

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
