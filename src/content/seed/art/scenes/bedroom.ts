import { darken, lighten, mix } from '../color'
import { planks } from '../floor'
import { pendant, rug, tableLamp } from '../furniture'
import { atmosphere } from '../light'
import { drawShell, type SceneContext, setUp } from '../room'
import { backWindow, sideWindow } from '../windows'
import { type Box, layer, m, type Sketch } from '../sketch'

/** A bed against the back wall: base, mattress, duvet, pillows and a throw. */
export function bed(
  s: Sketch,
  x: number,
  z1: number,
  width: number,
  length: number,
  linen: string,
  throwColor: string,
  base: string,
): void {
  const x0 = x - width / 2
  const x1 = x + width / 2
  const z0 = z1 - length
  s.floorShadow({ x0, x1, y0: 0, y1: 0, z0, z1 }, 0.35)
  s.group(z0, () => {
    s.box({ x0: x0 + 0.05, x1: x1 - 0.05, y0: 0, y1: 0.08, z0: z0 + 0.08, z1 }, darken(base, 0.5))
    s.box({ x0, x1, y0: 0.08, y1: 0.36, z0, z1 }, base)
    s.box({ x0: x0 + 0.02, x1: x1 - 0.02, y0: 0.36, y1: 0.56, z0: z0 + 0.02, z1: z1 - 0.02 }, lighten(linen, 0.3))
    const pillows: Box[] = []
    const count = width > 1.7 ? 2 : 1
    for (let index = 0; index < count; index++) {
      const px0 = x0 + 0.12 + (index * (width - 0.24)) / count
      const px1 = px0 + (width - 0.24) / count - 0.06
      pillows.push({ x0: px0, x1: px1, y0: 0.56, y1: 0.86, z0: z1 - 0.26, z1: z1 - 0.1 })
      pillows.push({ x0: px0 + 0.06, x1: px1 - 0.06, y0: 0.56, y1: 0.78, z0: z1 - 0.42, z1: z1 - 0.3 })
    }
    pillows.forEach((pillow, index) => s.box(pillow, index % 2 === 0 ? lighten(linen, 0.45) : mix(linen, throwColor, 0.25)))
    s.box({ x0: x0 - 0.02, x1: x1 + 0.02, y0: 0.3, y1: 0.6, z0: z0 - 0.02, z1: z1 - 0.55 }, linen, { top: lighten(linen, 0.18) })
    s.box({ x0: x0 - 0.03, x1: x1 + 0.03, y0: 0.28, y1: 0.62, z0: z0 - 0.03, z1: z0 + 0.45 }, throwColor)
  })
}

/** A bedroom: an upholstered or timber headboard wall, the bed, bedside tables with lamps, curtains and a rug. */
export function bedroom(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, { width: [5, 6], height: [2.9, 3.2], depth: [7.2, 8.2], backWall: [0.56, 0.64], eye: [1.2, 1.4] })
  const w = room.width / 2
  const d = room.depth
  drawShell(s, room, palette, context.mood)
  planks(s, random, room, palette.floor)

  const bedWidth = random.between(1.8, 2.1)
  const bedX = random.between(-0.3, 0.3)
  const headboard = random.pick([palette.accent, palette.fabric, palette.wood, mix(palette.accent, palette.wall, 0.4)])
  const panelWidth = Math.min(room.width - 0.4, bedWidth + random.between(1.4, 2.4))
  const panelHeight = random.between(1.2, 1.6)
  const channels = Math.round(panelWidth / random.pick([0.16, 0.24, 0.4]))
  const channelLines = Array.from({ length: channels - 1 }, (_, index) => {
    const x = bedX - panelWidth / 2 + ((index + 1) * panelWidth) / channels
    return `<rect x="${m(x - 0.006)}" y="0" width="0.012" height="${m(panelHeight)}" fill="${darken(headboard, 0.25)}"/>`
  }).join('')
  s.box({ x0: bedX - panelWidth / 2, x1: bedX + panelWidth / 2, y0: 0, y1: panelHeight, z0: d - 0.1, z1: d }, headboard, {
    depth: layer.onSurface,
  })
  s.flat(d - 0.1, channelLines, layer.onSurface - 1)
  if (random.chance(0.5)) {
    s.polygon(
      [
        [bedX - panelWidth / 2, panelHeight + 0.04, d - 0.1],
        [bedX + panelWidth / 2, panelHeight + 0.04, d - 0.1],
        [bedX + panelWidth / 2, panelHeight + 0.5, d - 0.1],
        [bedX - panelWidth / 2, panelHeight + 0.5, d - 0.1],
      ],
      s.vertical([
        [0, palette.light, 0.55],
        [1, palette.light, 0],
      ]),
      layer.onSurface - 2,
    )
  }
  const windowSide = s.lightSide
  if (random.chance(0.55))
    sideWindow(s, context, room, windowSide, [d - 3.4, d - 1.2], [0.3, room.height - 0.3], { frame: darken(palette.wall, 0.4) })
  else
    backWindow(
      s,
      context,
      room,
      windowSide < 0 ? [-w + 0.2, bedX - panelWidth / 2 - 0.15] : [bedX + panelWidth / 2 + 0.15, w - 0.2],
      [0.2, room.height - 0.3],
      { frame: darken(palette.wall, 0.4), curtains: lighten(palette.fabric, 0.2), skyline: false },
    )

  rug(s, [bedX - bedWidth / 2 - 0.8, bedX + bedWidth / 2 + 0.8], [d - 3.4, d - 1.2], mix(palette.fabric, palette.floor, 0.4))
  for (const side of [-1, 1]) {
    const x = bedX + side * (bedWidth / 2 + 0.35)
    const table = { x0: x - 0.25, x1: x + 0.25, y0: 0.1, y1: 0.55, z0: d - 0.55, z1: d - 0.12 }
    s.box(table, palette.wood)
    if (random.chance(0.5)) tableLamp(s, x, d - 0.33, 0.55, palette.metal, lighten(palette.fabric, 0.3), palette.light)
    else pendant(s, x, d - 0.35, [room.height, 1.2], 'globe', palette.metal, palette.light)
  }
  bed(
    s,
    bedX,
    d - 0.12,
    bedWidth,
    2.1,
    lighten(palette.fabric, 0.15),
    random.pick([palette.accent, palette.metal, darken(palette.fabric, 0.2)]),
    darken(headboard, 0.1),
  )
  if (random.chance(0.5)) {
    const bench = { x0: bedX - bedWidth * 0.4, x1: bedX + bedWidth * 0.4, y0: 0, y1: 0.45, z0: d - 2.75, z1: d - 2.35 }
    s.floorShadow(bench)
    s.box(bench, mix(palette.fabric, palette.accent, 0.3))
  }
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
