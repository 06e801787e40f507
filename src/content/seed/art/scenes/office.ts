import { darken, lighten, mix } from '../color'
import { planks, tiles } from '../floor'
import { armchair, chair, plant, table, taskChair } from '../furniture'
import { atmosphere, downlights } from '../light'
import { drawShell, type Room, type SceneContext, setUp } from '../room'
import { backWindow, sideWindow } from '../windows'
import { layer, m, type Point, type Sketch } from '../sketch'

/**
 * A bench of desks running away from the camera: one long top, screens down its middle facing
 * both ways, and task chairs on both sides.
 */
function deskBench(
  s: Sketch,
  [x0, x1]: readonly [number, number],
  [z0, z1]: readonly [number, number],
  desk: string,
  seat: string,
  metal: string,
): void {
  const middle = (x0 + x1) / 2
  const seats = Math.floor((z1 - z0) / 1.25)
  const pitch = (z1 - z0) / seats
  const places = Array.from({ length: seats }, (_, index) => z0 + (seats - 1 - index) * pitch + pitch / 2)
  const nearSide = s.camera.x > middle ? 1 : -1
  const chairs = (side: -1 | 1) => {
    for (const z of places)
      taskChair(s, side < 0 ? { x: x0 - 0.05, z: z - 0.25, facing: 'right' } : { x: x1 + 0.05, z: z - 0.25, facing: 'left' }, seat, metal)
  }
  s.floorShadow({ x0, x1, y0: 0, y1: 0, z0, z1 }, 0.22)
  s.group(z0, () => {
    chairs(nearSide > 0 ? -1 : 1)
    table(s, { x0, x1, y0: 0, y1: 0.74, z0, z1 }, desk, metal, { thickness: 0.03, legWidth: 0.04 })
    for (const z of places) {
      for (const side of [-nearSide, nearSide]) {
        const x = middle + side * 0.06
        s.box({ x0: x - 0.015, x1: x + 0.015, y0: 0.74, y1: 0.88, z0: z - 0.02, z1: z + 0.02 }, metal)
        s.box({ x0: x - 0.012, x1: x + 0.012, y0: 0.86, y1: 1.2, z0: z - 0.3, z1: z + 0.3 }, '#2b2e34', {
          side: side === nearSide ? '#5d6a78' : '#22252a',
        })
      }
    }
    chairs(nearSide > 0 ? 1 : -1)
  })
}

/** A meeting room behind a glass wall on one side, with its table and chairs seen through the glass. */
function meetingRoom(
  s: Sketch,
  room: Room,
  side: -1 | 1,
  [z0, z1]: readonly [number, number],
  frame: string,
  wood: string,
  seat: string,
): void {
  const x = side * (room.width / 2 - 3)
  const glass: Point[] = [
    [x, 0, z0],
    [x, 0, z1],
    [x, room.height, z1],
    [x, room.height, z0],
  ]
  const tableX = x + side * 1.5
  table(s, { x0: tableX - 0.6, x1: tableX + 0.6, y0: 0, y1: 0.74, z0: z0 + 0.8, z1: z1 - 0.8 }, wood, darken(wood, 0.4))
  for (let z = z0 + 1; z < z1 - 1.1; z += 0.75) {
    chair(s, { x: tableX - 0.6 - 0.1, z, facing: 'left' }, seat, darken(seat, 0.3))
  }
  s.polygon(
    glass,
    s.horizontal([
      [0, '#ffffff', 0.28],
      [1, '#e8f0f2', 0.12],
    ]),
    z0 - 0.05,
  )
  for (let z = z0; z <= z1 + 0.01; z += (z1 - z0) / 3)
    s.line([x, 0, z], [x, room.height, z], frame, Math.max(1.2, s.scaleAt(z) * 0.04), z0 - 0.05)
  s.line([x, 0.05, z0], [x, 0.05, z1], frame, Math.max(1, s.scaleAt(z0) * 0.03), z0 - 0.05)
  s.line([x, room.height - 0.02, z0], [x, room.height - 0.02, z1], frame, Math.max(1, s.scaleAt(z0) * 0.03), z0 - 0.05)
}

/** Felt baffles hung across the room, or linear lights running away from the camera. */
function ceilingLines(s: Sketch, room: Room, color: string, baffles: boolean): void {
  const w = room.width / 2
  if (baffles) {
    for (let z = room.depth - 0.8; z > 3; z -= 0.9) {
      s.box({ x0: -w + 0.4, x1: w - 0.4, y0: room.height - 0.16, y1: room.height, z0: z, z1: z + 0.04 }, color, { depth: layer.onSurface })
    }
    return
  }
  for (let index = 0; index < 3; index++) {
    const x = -w + ((index + 1) * room.width) / 4
    s.polygon(
      [
        [x - 0.05, room.height - 0.01, 1],
        [x + 0.05, room.height - 0.01, 1],
        [x + 0.05, room.height - 0.01, room.depth - 0.6],
        [x - 0.05, room.height - 0.01, room.depth - 0.6],
      ],
      '#fffdf6',
      layer.onSurface,
    )
  }
}

/** An open-plan office: rows of desks with screens and chairs, a glass meeting room, a glazed city view. */
function openPlan(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, { width: [11, 13], height: [3, 3.3], depth: [12, 14], backWall: [0.5, 0.58], eye: [1.5, 1.65] })
  const w = room.width / 2
  const d = room.depth
  const floor = random.pick([mix(palette.floor, '#8b8b88', 0.5), palette.floor])
  drawShell(s, room, { ...palette, floor, backWall: palette.wall }, context.mood)
  if (floor === palette.floor) planks(s, random, room, floor, 0.22)
  else tiles(s, room, floor, 0.5, 0.18)
  backWindow(s, context, room, [-w + 0.3, w - 0.3], [0.15, room.height - 0.2], { frame: darken(palette.shade, 0.1), mullions: 8 })
  const baffles = random.chance(0.5)
  ceilingLines(s, room, baffles ? mix(random.pick([palette.accent, palette.fabric, palette.wood]), palette.ceiling, 0.45) : '#fff', baffles)

  const glassSide = random.chance(0.5) ? -1 : 1
  meetingRoom(s, room, glassSide, [d - 8, d - 3.2], darken(palette.shade, 0.1), palette.wood, palette.accent)
  const glassX = glassSide * (w - 3)
  const desk = random.pick(['#f1eee8', palette.wood, lighten(palette.wood, 0.3)])
  const seat = random.pick([palette.shade, palette.accent, darken(palette.fabric, 0.35)])
  const metal = '#3a3a3c'
  const aisle = 0.9
  const open = -glassSide
  deskBench(s, open < 0 ? [-aisle - 2.2, -aisle - 0.6] : [aisle + 0.6, aisle + 2.2], [5, d - 2.2], desk, seat, metal)
  if (Math.abs(glassX) - aisle - 1.4 > 0.7)
    deskBench(s, open < 0 ? [aisle, aisle + 1.4] : [-aisle - 1.4, -aisle], [6.5, d - 2.2], desk, seat, metal)
  for (const z of [d - 1.1, 5.2]) plant(s, random, -glassSide * (w - 0.5), z, 1.6, palette.shade, palette.green)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}

/** A boardroom: a long timber table with chairs down both sides, a screen in a panelled wall, a glass wall, a linear pendant. */
function boardroom(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, { width: [5.6, 6.4], height: [2.9, 3.2], depth: [8.5, 9.5], backWall: [0.6, 0.66], eye: [1.45, 1.6] })
  const w = room.width / 2
  const d = room.depth
  drawShell(s, room, { ...palette, floor: mix(palette.floor, '#8f8a83', 0.45) }, context.mood)
  tiles(s, room, mix(palette.floor, '#8f8a83', 0.45), 0.5, 0.12)
  // The panelled back wall with the screen.
  const panels: string[] = []
  for (let x = -w; x < w; x += 0.6)
    panels.push(`<rect x="${m(x)}" y="0" width="0.008" height="${m(room.height)}" fill="${darken(palette.wood, 0.3)}"/>`)
  s.flat(
    d - 0.02,
    `<rect x="${m(-w)}" y="0" width="${m(room.width)}" height="${m(room.height)}" fill="${palette.wood}"/>${panels.join('')}<rect` +
      ` x="-1.1" y="0.95" width="2.2" height="1.25" fill="#1b1d21"/><rect x="-1.06" y="0.99" width="2.12" height="1.17"` +
      ` fill="${s.gradient(
        'linear',
        [
          [0, '#2d3540'],
          [1, '#1b1f26'],
        ],
        'x1="0" y1="0" x2="1" y2="1"',
      )}"/>`,
    layer.onSurface,
  )
  const glassSide = random.chance(0.5) ? -1 : 1
  sideWindow(s, context, room, glassSide, [2, d - 0.3], [0.05, room.height - 0.05], { frame: darken(palette.shade, 0.1), mullions: 5 })
  const [z0, z1] = [d - 5.6, d - 1.6]
  const seat = random.pick([palette.shade, palette.accent, palette.fabric])
  const chairs = (side: -1 | 1) => {
    for (let z = z1 - 0.75; z > z0 + 0.2; z -= 0.85)
      taskChair(s, side < 0 ? { x: -0.7, z, facing: 'right' } : { x: 0.7, z, facing: 'left' }, seat, '#3a3a3c')
  }
  s.floorShadow({ x0: -0.6, x1: 0.6, y0: 0, y1: 0, z0, z1 }, 0.25)
  s.group(z0, () => {
    chairs(s.camera.x > 0 ? -1 : 1)
    s.box({ x0: -0.15, x1: 0.15, y0: 0, y1: 0.7, z0: z0 + 0.5, z1: z1 - 0.5 }, darken(palette.wood, 0.3))
    s.box({ x0: -0.6, x1: 0.6, y0: 0.7, y1: 0.76, z0, z1 }, random.pick([palette.wood, lighten(palette.wood, 0.2), palette.stone]))
    chairs(s.camera.x > 0 ? 1 : -1)
  })
  s.box({ x0: -0.05, x1: 0.05, y0: 2.2, y1: 2.26, z0: z0 + 0.4, z1: z1 - 0.4 }, palette.metal, { depth: z0 - 0.5 })
  s.polygon(
    [
      [-0.6, 0.761, z0 + 0.4],
      [0.6, 0.761, z0 + 0.4],
      [0.6, 0.761, z1 - 0.4],
      [-0.6, 0.761, z1 - 0.4],
    ],
    palette.light,
    z0 - 0.01,
    'fill-opacity="0.25"',
  )
  plant(s, random, -glassSide * (w - 0.45), d - 0.6, 1.5, palette.stone, palette.green)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}

/** An office reception: a long desk before a timber wall with the company's mark, lounge chairs, a plant. */
function officeReception(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, { width: [7, 8], height: [3, 3.3], depth: [8, 9], backWall: [0.58, 0.64] })
  const w = room.width / 2
  const d = room.depth
  drawShell(s, room, palette, context.mood)
  tiles(s, room, lighten(palette.stone, 0.05), 1.2, 0.2, 0.6)
  downlights(s, room, [3.5, 5, 6.5], [-2, 0, 2])
  const wallColour = random.pick([palette.wood, darken(palette.wood, 0.2), palette.accent, darken(palette.stone, 0.2)])
  const flutes: string[] = []
  for (let x = -2.4; x < 2.4; x += 0.08) flutes.push(`<rect x="${m(x)}" y="0" width="0.035" height="${m(room.height)}"/>`)
  s.flat(
    d - 0.02,
    `<rect x="-2.4" y="0" width="4.8" height="${m(room.height)}" fill="${wallColour}"/><g` +
      ` fill="${lighten(wallColour, 0.1)}">${flutes.join('')}</g>` +
      `<rect x="-0.5" y="1.75" width="1" height="0.12" fill="${palette.metal}"/><circle cx="-0.75" cy="1.81" r="0.14" fill="none"` +
      ` stroke="${palette.metal}" stroke-width="0.04"/>`,
    layer.onSurface,
  )
  const desk = { x0: -1.6, x1: 1.6, y0: 0, y1: 1.08, z0: d - 2.6, z1: d - 1.9 }
  s.floorShadow(desk, 0.3)
  s.group(desk.z0, () => {
    s.box({ ...desk, y1: 0.1, x0: -1.5, x1: 1.5, z0: desk.z0 + 0.05 }, darken(palette.wood, 0.4))
    s.box({ ...desk, y0: 0.1 }, random.pick([lighten(palette.stone, 0.15), palette.wood]), { top: lighten(palette.stone, 0.3) })
  })
  const side = random.chance(0.5) ? -1 : 1
  armchair(s, { x: side * (w - 1.1) + (side < 0 ? 0 : -0.86), z: d - 4.6, facing: 'camera' }, palette.fabric, palette.metal)
  armchair(s, { x: side * (w - 2.1) + (side < 0 ? 0 : -0.86), z: d - 4.6, facing: 'camera' }, palette.accent, palette.metal)
  plant(s, random, -side * (w - 0.6), d - 1, 1.7, palette.stone, palette.green)
  sideWindow(s, context, room, -side as -1 | 1, [2.5, d - 2.8], [0.1, room.height - 0.2], {
    frame: darken(palette.shade, 0.1),
    mullions: 3,
  })
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}

/** An office: the open-plan floor most often, else a boardroom or the reception. */
export function office(context: SceneContext): string {
  return context.random.pick([openPlan, openPlan, openPlan, boardroom, officeReception])(context)
}
