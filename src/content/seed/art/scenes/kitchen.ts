import { darken, lighten, mix } from '../color'
import { planks, tiles } from '../floor'
import { cabinets, pendant, plant, stool } from '../furniture'
import { atmosphere } from '../light'
import { drawShell, type SceneContext, setUp } from '../room'
import { backWindow, sideWindow } from '../windows'
import { layer, m } from '../sketch'

/** A kitchen: a run of base and upper cabinets with a hood, tall units, an island with stools and pendants over it. */
export function kitchen(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, { width: [5.4, 6.4], height: [2.9, 3.2], depth: [7.4, 8.4], backWall: [0.54, 0.6] })
  const w = room.width / 2
  const d = room.depth
  drawShell(s, room, palette, context.mood)
  if (random.chance(0.5)) planks(s, random, room, palette.floor)
  else tiles(s, room, lighten(palette.stone, 0.05), 0.9, 0.35)

  const fronts = random.pick([palette.wood, lighten(palette.fabric, 0.2), palette.accent, mix(palette.stone, palette.wall, 0.5)])
  const worktop = random.pick([palette.stone, lighten(palette.stone, 0.3), darken(palette.stone, 0.55)])
  const handle = palette.metal
  const tallSide = random.chance(0.5) ? -1 : 1
  const tallWidth = 1.25
  const [runStart, runEnd] = tallSide < 0 ? [-w + tallWidth, w] : [-w, w - tallWidth]

  // Splashback slab and, where there is no window, upper cabinets or an open shelf.
  s.polygon(
    [
      [runStart, 0.9, d],
      [runEnd, 0.9, d],
      [runEnd, 1.5, d],
      [runStart, 1.5, d],
    ],
    lighten(worktop, 0.08),
    layer.surface,
  )
  const middle = (runStart + runEnd) / 2 + random.between(-0.3, 0.3)
  const withWindow = random.chance(0.4)
  if (withWindow) {
    backWindow(s, context, room, [middle - 0.9, middle + 0.9], [1.05, 2.45], {
      frame: darken(palette.wall, 0.45),
      skyline: false,
      mullions: 2,
    })
  } else {
    const hoodWidth = 0.9
    s.box(
      { x0: middle - hoodWidth / 2, x1: middle + hoodWidth / 2, y0: 1.65, y1: room.height, z0: d - 0.45, z1: d },
      lighten(palette.wall, 0.05),
    )
  }
  const uppers = random.chance(0.6)
  for (const [x0, x1] of [
    [runStart, middle - 0.55],
    [middle + 0.55, runEnd],
  ] as const) {
    if (x1 - x0 < 0.4) continue
    if (uppers) cabinets(s, { x0, x1, y0: 1.55, y1: 2.35, z0: d - 0.36, z1: d }, fronts, { handle })
    else {
      s.box({ x0, x1, y0: 1.75, y1: 1.79, z0: d - 0.3, z1: d }, palette.wood)
      s.box({ x0, x1, y0: 2.2, y1: 2.24, z0: d - 0.3, z1: d }, palette.wood)
    }
  }
  cabinets(s, { x0: runStart, x1: runEnd, y0: 0, y1: 0.88, z0: d - 0.62, z1: d }, fronts, { handle, drawers: true, plinth: 0.1 })
  s.box({ x0: runStart - 0.01, x1: runEnd + 0.01, y0: 0.88, y1: 0.92, z0: d - 0.66, z1: d }, worktop, { depth: d - 0.67 })
  const tallX0 = tallSide < 0 ? -w : w - tallWidth
  cabinets(s, { x0: tallX0, x1: tallX0 + tallWidth, y0: 0, y1: room.height - 0.2, z0: d - 0.65, z1: d }, fronts, {
    handle,
    doors: 2,
    plinth: 0.1,
  })

  const windowSide = s.lightSide
  sideWindow(s, context, room, windowSide, [d - 3.8, d - 1.6], [0.95, room.height - 0.4], { frame: darken(palette.wall, 0.4), mullions: 2 })

  // The island, its stools on the camera's side and the pendants above it.
  const islandWidth = random.between(2.2, 2.8)
  const islandX = random.between(-0.4, 0.4)
  const islandZ = d - random.between(2.6, 3.1)
  const island = { x0: islandX - islandWidth / 2, x1: islandX + islandWidth / 2, y0: 0, y1: 0.88, z0: islandZ, z1: islandZ + 0.95 }
  s.floorShadow(island, 0.4)
  cabinets(s, island, random.chance(0.5) ? fronts : palette.wood, { doors: 4, plinth: 0.08 })
  s.box({ x0: island.x0 - 0.04, x1: island.x1 + 0.04, y0: 0.88, y1: 0.94, z0: islandZ - 0.25, z1: island.z1 + 0.04 }, worktop, {
    depth: islandZ - 0.26,
  })
  const bowl = s.project([islandX + islandWidth * 0.25, 0.94, islandZ + 0.4])
  const scale = s.scaleAt(islandZ + 0.4)
  s.add(
    islandZ - 0.27,
    `<ellipse cx="${bowl[0].toFixed(1)}" cy="${(bowl[1] - scale * 0.05).toFixed(1)}" rx="${(scale * 0.16).toFixed(1)}"` +
      ` ry="${(scale * 0.06).toFixed(1)}" fill="${palette.accent}"/>`,
  )
  const stools = Math.round(islandWidth / 0.62)
  for (let index = 0; index < stools; index++) {
    const x = island.x0 + (islandWidth * (index + 0.5)) / stools
    stool(s, x, islandZ - 0.55, random.pick([palette.fabric, palette.wood, darken(palette.fabric, 0.3)]), darken(palette.metal, 0.2))
  }
  const pendants = random.int(2, 3)
  const shape = random.pick(['globe', 'dome', 'drum'] as const)
  for (let index = 0; index < pendants; index++) {
    const x = island.x0 + (islandWidth * (index + 0.5)) / pendants
    pendant(s, x, islandZ + 0.45, [room.height, 1.95], shape, palette.metal, palette.light)
  }
  if (random.chance(0.6)) plant(s, random, -windowSide * (w - 0.5), islandZ - 1.2, 1.3, lighten(palette.stone, 0.1), palette.green)
  s.flat(
    d,
    `<rect x="${m(runStart)}" y="0.88" width="${m(runEnd - runStart)}" height="0.005" fill="${darken(worktop, 0.3)}"/>`,
    layer.onSurface,
  )
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
