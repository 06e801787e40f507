import { darken, lighten, mix } from '../color'
import { planks, tiles } from '../floor'
import { armchair, artwork, floorLamp, pendant, plant, roundTable, rug, sofa, table, tableLamp } from '../furniture'
import { atmosphere, cove } from '../light'
import { drawShell, type SceneContext, setUp } from '../room'
import { backWindow, sideWindow } from '../windows'
import { layer } from '../sketch'

/**
 * A living room: a sofa with cushions under an artwork, an armchair, a coffee table with a vase,
 * a side table and lamp, a rug, a tall window with the light across the floor.
 */
export function living(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, {
    width: [5.6, 6.4],
    height: [3, 3.4],
    depth: [6.6, 7.4],
    backWall: [0.6, 0.68],
    eye: [1.2, 1.4],
    shift: [-0.6, 0.6],
  })
  const w = room.width / 2
  const d = room.depth
  drawShell(s, room, palette, context.mood)
  if (random.chance(0.7)) planks(s, random, room, palette.floor)
  else tiles(s, room, lighten(palette.stone, 0.05), 0.9, 0.22)
  const windowSide = s.lightSide
  sideWindow(s, context, room, windowSide, [d - 3.8, d - 0.5], [0.2, room.height - 0.3], { frame: darken(palette.wall, 0.35), mullions: 3 })
  if (context.mood === 'dusk' || random.chance(0.4)) cove(s, room, palette.light)

  const sofaWidth = random.between(2.3, 2.8)
  const sofaX = -sofaWidth / 2 + random.between(-0.5, 0.5)
  const sofaZ = d - 1.1
  const centre = sofaX + sofaWidth / 2
  const fabric = random.pick([palette.fabric, lighten(palette.fabric, 0.2), mix(palette.fabric, palette.stone, 0.5)])
  const accent = random.pick([palette.accent, palette.metal, mix(palette.accent, palette.fabric, 0.4)])
  if (random.chance(0.7)) {
    artwork(
      s,
      random,
      d,
      [centre - sofaWidth * 0.3, centre + sofaWidth * 0.3],
      [1.35, 1.35 + sofaWidth * 0.36],
      [palette.accent, palette.metal, palette.fabric, lighten(palette.accent, 0.4)],
      palette.wood,
    )
  } else {
    backWindow(s, context, room, [centre - 1.3, centre + 1.3], [0.25, room.height - 0.35], {
      frame: darken(palette.wall, 0.4),
      curtains: lighten(palette.fabric, 0.25),
    })
  }

  rug(
    s,
    [centre - sofaWidth / 2 - 0.6, centre + sofaWidth / 2 + 0.6],
    [sofaZ - 2.7, sofaZ + 0.35],
    random.pick([lighten(palette.fabric, 0.25), mix(palette.fabric, palette.accent, 0.25), darken(palette.fabric, 0.1)]),
    darken(palette.fabric, 0.2),
  )
  sofa(s, { x: sofaX, z: sofaZ, facing: 'camera' }, sofaWidth, fabric, {
    raised: random.chance(0.5),
    cushions: [accent, lighten(accent, 0.3), palette.stone].slice(0, random.int(2, 3)),
  })
  // A side table with a lamp at one end of the sofa, a floor lamp or plant at the other.
  const lampSide = random.chance(0.5) ? -1 : 1
  const sideX = lampSide < 0 ? sofaX - 0.35 : sofaX + sofaWidth + 0.35
  s.box({ x0: sideX - 0.24, x1: sideX + 0.24, y0: 0, y1: 0.55, z0: sofaZ + 0.25, z1: sofaZ + 0.7 }, palette.wood)
  tableLamp(s, sideX, sofaZ + 0.48, 0.55, palette.metal, lighten(palette.fabric, 0.3), palette.light)
  const otherX = lampSide < 0 ? sofaX + sofaWidth + 0.45 : sofaX - 0.45
  if (random.chance(0.5)) floorLamp(s, otherX, sofaZ + 0.4, palette.metal, lighten(palette.fabric, 0.3), palette.light)
  else plant(s, random, otherX, sofaZ + 0.4, 1.5, random.pick([palette.stone, darken(palette.wood, 0.2), '#c98f6a']), palette.green)

  // The coffee table, round stone or a low timber block, with a vase and books on it.
  const tableZ = sofaZ - 1.45
  if (random.chance(0.5)) roundTable(s, centre, tableZ, 0.55, 0.4, lighten(palette.stone, 0.1), darken(palette.stone, 0.25))
  else
    table(
      s,
      { x0: centre - 0.65, x1: centre + 0.65, y0: 0, y1: 0.38, z0: tableZ - 0.35, z1: tableZ + 0.35 },
      palette.wood,
      darken(palette.wood, 0.3),
      { thickness: 0.07 },
    )
  s.group(tableZ - 0.6, () => {
    s.cylinder(centre + 0.18, tableZ, 0.07, 0.4, 0.62, random.pick([palette.accent, '#ede7dc', palette.metal]))
    s.box({ x0: centre - 0.35, x1: centre - 0.05, y0: 0.4, y1: 0.46, z0: tableZ - 0.15, z1: tableZ + 0.08 }, palette.fabric)
  })
  // An armchair turned towards the sofa, on the side away from the window.
  const chairX = -windowSide * 0.2 + (windowSide < 0 ? centre + sofaWidth / 2 + 0.4 : centre - sofaWidth / 2 - 0.4)
  armchair(
    s,
    windowSide < 0 ? { x: chairX, z: tableZ - 0.45, facing: 'left' } : { x: chairX, z: tableZ - 0.45, facing: 'right' },
    accent,
    darken(palette.wood, 0.3),
  )
  if (random.chance(0.35)) pendant(s, centre, tableZ - 0.4, [room.height, 2.35], 'dome', palette.metal, palette.light)
  s.polygon(
    [
      [-w, 0, d],
      [w, 0, d],
      [w, 0.08, d],
      [-w, 0.08, d],
    ],
    lighten(palette.wall, 0.15),
    layer.onSurface,
  )
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
