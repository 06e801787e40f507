import { darken, lighten } from '../color'
import { planks } from '../floor'
import { armchair, artwork, floorLamp, plant, rug, sofa, table } from '../furniture'
import { atmosphere, backWindow, cove, drawShell, type Room, type SceneContext, sideWindow, sketchRoom } from '../room'

/** A living room: a sofa facing the camera under an artwork, armchairs, a coffee table, a rug and a tall window. */
export function living(context: SceneContext): string {
  const { random, palette } = context
  const room: Room = { width: random.between(5.6, 6.8), height: random.between(3, 3.4), depth: random.between(6.5, 7.6) }
  const s = sketchRoom(context, room, {
    eye: random.between(1.25, 1.45),
    shift: random.between(-0.5, 0.5),
    horizon: random.between(0.5, 0.55),
    backWall: random.between(0.5, 0.58),
  })
  const w = room.width / 2
  const d = room.depth
  drawShell(s, room, palette, context.mood)
  planks(s, random, room, palette.floor)

  const windowSide = s.lightSide
  sideWindow(s, context, room, windowSide, [d - 3.6, d - 0.6], [0.25, room.height - 0.35], { frame: darken(palette.wall, 0.35) })
  if (context.mood === 'dusk') cove(s, room, palette.light)

  const sofaWidth = random.between(2.2, 2.8)
  const sofaX = -sofaWidth / 2 + random.between(-0.4, 0.4)
  const sofaZ = d - 1.05
  artwork(s, random, d, [sofaX + sofaWidth * 0.2, sofaX + sofaWidth * 0.8], [1.25, 1.25 + sofaWidth * 0.4], [palette.accent, palette.metal, palette.fabric, lighten(palette.accent, 0.4)], palette.wood)
  if (random.chance(0.5)) {
    const x0 = -windowSide * w + (windowSide < 0 ? -0.001 : 0)
    backWindow(s, context, room, windowSide < 0 ? [w - 1.6, w - 0.35] : [x0 + 0.35, x0 + 1.6], [0.2, room.height - 0.35], { frame: darken(palette.wall, 0.4), curtains: palette.fabric })
  }

  rug(s, [sofaX - 0.5, sofaX + sofaWidth + 0.5], [sofaZ - 2.6, sofaZ + 0.3], lighten(palette.fabric, 0.2), darken(palette.fabric, 0.2))
  sofa(s, { x: sofaX, z: sofaZ, facing: 'camera' }, sofaWidth, palette.fabric)
  const tableWidth = random.between(1.1, 1.4)
  table(s, { x0: -tableWidth / 2 + sofaX + sofaWidth / 2, x1: tableWidth / 2 + sofaX + sofaWidth / 2, y0: 0, y1: 0.4, z0: sofaZ - 1.5, z1: sofaZ - 0.85 }, palette.wood, darken(palette.wood, 0.3), { thickness: 0.08 })
  armchair(s, { x: sofaX - 0.4, z: sofaZ - 2.3, facing: 'right' }, palette.accent)
  if (random.chance(0.6)) armchair(s, { x: sofaX + sofaWidth + 0.4, z: sofaZ - 2.3, facing: 'left' }, palette.accent)
  floorLamp(s, sofaX + sofaWidth + 0.35, d - 0.5, palette.metal, palette.fabric, palette.light)
  plant(s, random, -windowSide * (w - 0.45), d - 0.5, 1.5, lighten(palette.stone, 0.1), palette.green)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
