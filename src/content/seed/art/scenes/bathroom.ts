import { darken, lighten, mix } from '../color'
import { tiles, wallTiles } from '../floor'
import { cabinets, plant } from '../furniture'
import { atmosphere } from '../light'
import { drawShell, type SceneContext, setUp } from '../room'
import { backWindow } from '../windows'
import { layer, m, px, type Sketch } from '../sketch'

/** A freestanding tub seen from its long side: a softly rounded body and the oval of its rim. */
function tub(s: Sketch, x: number, z: number, length: number, color: string, water: string): void {
  const height = 0.58
  const depth = 0.8
  const radius = 0.28
  const x0 = x - length / 2
  const x1 = x + length / 2
  const body =
    `<path d="M${m(x0)} ${m(height)}L${m(x0 + 0.08)} ${m(radius)}Q${m(x0 + 0.12)} 0.04 ${m(x0 + radius + 0.1)} 0.04` +
    `L${m(x1 - radius - 0.1)} 0.04Q${m(x1 - 0.12)} 0.04 ${m(x1 - 0.08)} ${m(radius)}L${m(x1)} ${m(height)}Z"` +
    ` fill="${s.horizontal([
      [0, darken(color, 0.12)],
      [0.35, lighten(color, 0.4)],
      [1, darken(color, 0.16)],
    ])}"/>`
  const [cx, cy] = s.project([x, height, z + depth / 2])
  const scale = s.scaleAt(z + depth / 2)
  const ry = (depth / 2) * scale * ((s.camera.y - height) / (z + depth / 2))
  const rim =
    `<ellipse cx="${px(cx)}" cy="${px(cy)}" rx="${px((length / 2) * scale)}" ry="${px(Math.max(1, ry))}"` +
    ` fill="${lighten(color, 0.5)}"/>` +
    `<ellipse cx="${px(cx)}" cy="${px(cy + ry * 0.08)}" rx="${px((length / 2 - 0.07) * scale)}" ry="${px(Math.max(1, ry * 0.75))}"` +
    ` fill="${mix(water, color, 0.35)}"/>`
  s.floorShadow({ x0: x0 + 0.1, x1: x1 - 0.1, y0: 0, y1: 0, z0: z + 0.05, z1: z + depth - 0.05 }, 0.35)
  s.group(z, () => {
    s.add(0, rim)
    s.flat(z + depth / 2, body)
  })
}

/** A bathroom: stone and tile walls, a floating vanity with basin and mirror, a freestanding tub and a glass shower. */
export function bathroom(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, { width: [4, 4.8], height: [2.8, 3], depth: [6, 6.8], backWall: [0.6, 0.68], eye: [1.3, 1.45] })
  const w = room.width / 2
  const d = room.depth
  const stone = random.pick([palette.stone, mix(palette.stone, palette.wall, 0.5), lighten(palette.accent, 0.55)])
  const feature = random.pick([darken(palette.stone, 0.08), palette.accent, mix(palette.accent, palette.stone, 0.35)])
  drawShell(
    s,
    room,
    { wall: stone, floor: mix(palette.stone, palette.floor, 0.35), ceiling: palette.ceiling, backWall: stone },
    context.mood,
  )
  const tileSize = random.pick([0.6, 0.9, 1.2])
  tiles(s, room, mix(palette.stone, palette.floor, 0.35), tileSize, 0.3)
  wallTiles(s, room, 'back', stone, tileSize, [0, room.height], 0.22)
  wallTiles(s, room, 'left', stone, tileSize, [0, room.height], 0.18)
  wallTiles(s, room, 'right', stone, tileSize, [0, room.height], 0.18)

  const vanitySide = random.chance(0.5) ? -1 : 1
  const vanityWidth = random.between(1.3, 1.7)
  const vanityX0 = vanitySide < 0 ? -w + 0.3 : w - 0.3 - vanityWidth
  const vanityX1 = vanityX0 + vanityWidth
  // The feature panel behind the vanity, its mirror and wall lights.
  s.polygon(
    [
      [vanityX0 - 0.2, 0, d],
      [vanityX1 + 0.2, 0, d],
      [vanityX1 + 0.2, room.height, d],
      [vanityX0 - 0.2, room.height, d],
    ],
    feature,
    layer.surface,
  )
  const mirrorX = (vanityX0 + vanityX1) / 2
  const mirrorWidth = Math.min(0.9, vanityWidth * 0.6)
  const reflection = s.vertical([
    [0, lighten(stone, 0.55)],
    [1, mix(stone, palette.light, 0.4)],
  ])
  const mirror = random.chance(0.5)
    ? `<circle cx="${m(mirrorX)}" cy="1.62" r="${m(mirrorWidth / 2 + 0.03)}" fill="${palette.metal}"/><circle cx="${m(mirrorX)}"` +
      ` cy="1.62" r="${m(mirrorWidth / 2)}" fill="${reflection}"/>`
    : `<path d="M${m(mirrorX - mirrorWidth / 2)} 1.15V${m(1.85)}` +
      `A${m(mirrorWidth / 2)} ${m(mirrorWidth / 2)} 0 0 0 ${m(mirrorX + mirrorWidth / 2)} 1.85V1.15Z"` +
      ` fill="${reflection}" stroke="${palette.metal}" stroke-width="0.03"/>`
  const sconceXs = [mirrorX - mirrorWidth / 2 - 0.16, mirrorX + mirrorWidth / 2 + 0.16]
  const sconces = sconceXs
    .map((x) => `<rect x="${m(x - 0.03)}" y="1.5" width="0.06" height="0.26" rx="0.03" fill="${lighten(palette.light, 0.3)}"/>`)
    .join('')
  s.flat(d - 0.01, mirror + sconces, layer.onSurface)
  for (const x of sconceXs) {
    const [cx, cy] = s.project([x, 1.63, d])
    s.add(layer.onSurface, s.halo(cx, cy, s.scaleAt(d) * 0.45, palette.light, 0.55))
  }
  const vanity = { x0: vanityX0, x1: vanityX1, y0: 0.42, y1: 0.8, z0: d - 0.52, z1: d }
  cabinets(s, vanity, random.pick([palette.wood, darken(palette.wood, 0.2), lighten(palette.fabric, 0.1)]), {
    doors: 2,
    handle: palette.metal,
  })
  s.box({ x0: vanityX0 - 0.02, x1: vanityX1 + 0.02, y0: 0.8, y1: 0.84, z0: d - 0.54, z1: d }, lighten(palette.stone, 0.2), {
    depth: d - 0.55,
  })
  const [bx, by] = s.project([mirrorX, 0.84, d - 0.27])
  const basinScale = s.scaleAt(d - 0.27)
  s.add(
    d - 0.56,
    `<path d="M${px(bx - basinScale * 0.24)} ${px(by)}` +
      `Q${px(bx - basinScale * 0.22)} ${px(by - basinScale * 0.14)} ${px(bx)} ${px(by - basinScale * 0.14)}` +
      `Q${px(bx + basinScale * 0.22)} ${px(by - basinScale * 0.14)} ${px(bx + basinScale * 0.24)} ${px(by)}Z"` +
      ` fill="${lighten(palette.stone, 0.5)}"/>` +
      `<rect x="${px(bx - basinScale * 0.015)}" y="${px(by - basinScale * 0.36)}" width="${px(basinScale * 0.03)}"` +
      ` height="${px(basinScale * 0.22)}" fill="${palette.metal}"/>`,
  )

  // The tub under a window on the other side, and a glass shower screen near the camera.
  const tubX = -vanitySide * (w - 1.15)
  if (random.chance(0.7)) {
    backWindow(s, context, room, [tubX - 0.7, tubX + 0.7], [1.0, 2.5], { frame: darken(stone, 0.4), skyline: false, mullions: 1 })
  }
  tub(s, tubX, d - 1.3, 1.7, lighten(palette.stone, 0.35), '#9fb8bf')
  const glassX = -vanitySide * (w - 1.1)
  const glassZ0 = d - 3.2
  s.polygon(
    [
      [glassX, 0, glassZ0],
      [glassX, 0, glassZ0 + 1.2],
      [glassX, 2.1, glassZ0 + 1.2],
      [glassX, 2.1, glassZ0],
    ],
    s.vertical([
      [0, '#ffffff', 0.35],
      [1, '#dfeaea', 0.15],
    ]),
    glassZ0 - 0.1,
    `stroke="${palette.metal}" stroke-width="${px(Math.max(1, s.width / 700))}"`,
  )
  if (random.chance(0.6)) plant(s, random, vanitySide * (w - 0.35), d - 1.6, 1.0, lighten(palette.stone, 0.2), palette.green)
  // A towel on a rail beside the vanity.
  const towelX = vanitySide < 0 ? vanityX1 + 0.3 : vanityX0 - 0.7
  s.flat(
    d - 0.05,
    `<rect x="${m(towelX)}" y="0.7" width="0.4" height="0.62" fill="${lighten(palette.fabric, 0.3)}"/><rect x="${m(towelX - 0.05)}"` +
      ` y="1.3" width="0.5" height="0.03" fill="${palette.metal}"/>`,
    layer.onSurface,
  )
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
