import { darken, lighten, mix } from '../color'
import { planks, tiles } from '../floor'
import { chair, plant, table, taskChair } from '../furniture'
import { atmosphere, backWindow, drawShell, type Room, type SceneContext, setUp } from '../room'
import { layer, type Point, type Sketch } from '../sketch'

/**
 * A bench of desks running away from the camera: one long top, screens down its middle facing
 * both ways, and task chairs on both sides.
 */
function deskBench(s: Sketch, [x0, x1]: readonly [number, number], [z0, z1]: readonly [number, number], desk: string, seat: string, metal: string): void {
  const middle = (x0 + x1) / 2
  const seats = Math.floor((z1 - z0) / 1.25)
  const pitch = (z1 - z0) / seats
  const places = Array.from({ length: seats }, (_, index) => z0 + (seats - 1 - index) * pitch + pitch / 2)
  const nearSide = s.camera.x > middle ? 1 : -1
  const chairs = (side: -1 | 1) => {
    for (const z of places) taskChair(s, side < 0 ? { x: x0 - 0.05, z: z - 0.25, facing: 'right' } : { x: x1 + 0.05, z: z - 0.25, facing: 'left' }, seat, metal)
  }
  s.floorShadow({ x0, x1, y0: 0, y1: 0, z0, z1 }, 0.22)
  s.group(z0, () => {
    chairs(nearSide > 0 ? -1 : 1)
    table(s, { x0, x1, y0: 0, y1: 0.74, z0, z1 }, desk, metal, { thickness: 0.03, legWidth: 0.04 })
    for (const z of places) {
      for (const side of [-nearSide, nearSide]) {
        const x = middle + side * 0.06
        s.box({ x0: x - 0.015, x1: x + 0.015, y0: 0.74, y1: 0.88, z0: z - 0.02, z1: z + 0.02 }, metal)
        s.box({ x0: x - 0.012, x1: x + 0.012, y0: 0.86, y1: 1.2, z0: z - 0.3, z1: z + 0.3 }, '#2b2e34', { side: side === nearSide ? '#5d6a78' : '#22252a' })
      }
    }
    chairs(nearSide > 0 ? 1 : -1)
  })
}

/** A meeting room behind a glass wall on one side, with its table and chairs seen through the glass. */
function meetingRoom(s: Sketch, room: Room, side: -1 | 1, [z0, z1]: readonly [number, number], frame: string, wood: string, seat: string): void {
  const x = side * (room.width / 2 - 3)
  const glass: Point[] = [[x, 0, z0], [x, 0, z1], [x, room.height, z1], [x, room.height, z0]]
  const tableX = x + side * 1.5
  table(s, { x0: tableX - 0.6, x1: tableX + 0.6, y0: 0, y1: 0.74, z0: z0 + 0.8, z1: z1 - 0.8 }, wood, darken(wood, 0.4))
  for (let z = z0 + 1; z < z1 - 1.1; z += 0.75) {
    chair(s, { x: tableX - 0.6 - 0.1, z, facing: 'left' }, seat, darken(seat, 0.3))
  }
  s.polygon(glass, s.horizontal([[0, '#ffffff', 0.28], [1, '#e8f0f2', 0.12]]), z0 - 0.05)
  for (let z = z0; z <= z1 + 0.01; z += (z1 - z0) / 3) s.line([x, 0, z], [x, room.height, z], frame, Math.max(1.2, s.scaleAt(z) * 0.04), z0 - 0.05)
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
    s.polygon([[x - 0.05, room.height - 0.01, 1], [x + 0.05, room.height - 0.01, 1], [x + 0.05, room.height - 0.01, room.depth - 0.6], [x - 0.05, room.height - 0.01, room.depth - 0.6]], '#fffdf6', layer.onSurface)
  }
}

/** An open-plan office: rows of desks with screens and chairs, a glass meeting room, a glazed city view. */
export function office(context: SceneContext): string {
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
  if (Math.abs(glassX) - aisle - 1.4 > 0.7) deskBench(s, open < 0 ? [aisle, aisle + 1.4] : [-aisle - 1.4, -aisle], [6.5, d - 2.2], desk, seat, metal)
  for (const z of [d - 1.1, 5.2]) plant(s, random, -glassSide * (w - 0.5), z, 1.6, palette.shade, palette.green)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
