import { darken, lighten, mix } from '../color'
import { tiles } from '../floor'
import { pendant, plant } from '../furniture'
import type { Palette } from '../palette'
import type { Random } from '../random'
import { atmosphere, downlights } from '../light'
import { drawShell, type Room, type SceneContext, setUp } from '../room'
import { layer, m, type Sketch } from '../sketch'

/** Lit niches in the back wall, each holding one object: a bag, a vase, a box, a bottle. */
function niches(s: Sketch, random: Random, room: Room, palette: Palette, [x0, x1]: readonly [number, number], rows: number): void {
  const d = room.depth
  const columns = Math.max(2, Math.round((x1 - x0) / 0.8))
  const width = (x1 - x0) / columns
  const parts: string[] = []
  const glow = s.vertical([
    [0, lighten(palette.light, 0.4)],
    [1, mix(palette.light, palette.wall, 0.4)],
  ])
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x = x0 + column * width + 0.06
      const y = 0.9 + row * 0.62
      parts.push(`<rect x="${m(x)}" y="${m(y)}" width="${m(width - 0.12)}" height="0.5" fill="${glow}"/>`)
      const cx = x + (width - 0.12) / 2
      const color = random.pick([palette.accent, palette.metal, palette.fabric, darken(palette.wood, 0.2), palette.shade])
      const objects = [
        `<rect x="${m(cx - 0.12)}" y="${m(y)}" width="0.24" height="0.22" rx="0.02" fill="${color}"/><path` +
          ` d="M${m(cx - 0.07)} ${m(y + 0.22)}Q${m(cx)} ${m(y + 0.36)} ${m(cx + 0.07)} ${m(y + 0.22)}" stroke="${color}"` +
          ` stroke-width="0.018" fill="none"/>`,
        `<ellipse cx="${m(cx)}" cy="${m(y + 0.13)}" rx="0.09" ry="0.13" fill="${color}"/><rect x="${m(cx - 0.03)}" y="${m(y + 0.22)}"` +
          ` width="0.06" height="0.1" fill="${color}"/>`,
        `<rect x="${m(cx - 0.16)}" y="${m(y)}" width="0.32" height="0.12" fill="${color}"/><rect x="${m(cx - 0.12)}"` +
          ` y="${m(y + 0.12)}" width="0.24" height="0.1" fill="${lighten(color, 0.2)}"/>`,
      ]
      parts.push(random.pick(objects))
    }
  }
  s.flat(d - 0.01, parts.join(''), layer.onSurface)
}

/** A rail of hanging garments along a side wall, in the palette's colours. */
function rail(
  s: Sketch,
  random: Random,
  room: Room,
  side: -1 | 1,
  [z0, z1]: readonly [number, number],
  colors: readonly string[],
  metal: string,
): void {
  const x = side * (room.width / 2 - 0.35)
  s.group(z0, () => {
    for (let z = z1; z > z0; z -= random.between(0.08, 0.14)) {
      s.box({ x0: x - 0.24, x1: x + 0.24, y0: random.between(0.85, 1.05), y1: 1.58, z0: z, z1: z + 0.03 }, random.pick(colors))
    }
    s.line([x, 1.62, z0 - 0.1], [x, 1.62, z1 + 0.1], metal, Math.max(1.2, s.scaleAt(z0) * 0.02), z0)
  })
}

/** Shelves fixed to a side wall, with folded goods and boxes on them. */
function wallShelves(s: Sketch, random: Random, room: Room, side: -1 | 1, [z0, z1]: readonly [number, number], palette: Palette): void {
  const wall = side * (room.width / 2)
  const inner = wall - side * 0.4
  const [x0, x1] = side < 0 ? [wall, inner] : [inner, wall]
  for (const y of [0.6, 1.15, 1.7, 2.25]) {
    s.box({ x0, x1, y0: y - 0.03, y1: y, z0, z1 }, palette.wood, { depth: layer.onSurface - 1 })
    for (let z = z1 - 0.2; z > z0 + 0.1; z -= random.between(0.35, 0.6)) {
      const height = random.between(0.12, 0.3)
      const bx = side < 0 ? wall + 0.05 : wall - 0.35
      s.box(
        { x0: bx, x1: bx + 0.3, y0: y, y1: y + height, z0: z - 0.25, z1: z },
        random.pick([palette.fabric, palette.accent, palette.stone, palette.metal]),
        { depth: layer.onSurface - 1 },
      )
    }
  }
}

/** A display table with folded goods and a vase on it. */
function displayTable(s: Sketch, random: Random, x: number, z: number, width: number, height: number, palette: Palette): void {
  const box = { x0: x - width / 2, x1: x + width / 2, y0: 0, y1: height, z0: z, z1: z + 0.8 }
  s.floorShadow(box, 0.35)
  s.group(z, () => {
    s.box(box, random.pick([palette.wood, lighten(palette.stone, 0.1), palette.accent]))
    for (let u = box.x0 + 0.12; u < box.x1 - 0.3; u += 0.42) {
      s.box(
        { x0: u, x1: u + 0.3, y0: height, y1: height + random.between(0.05, 0.14), z0: z + 0.2, z1: z + 0.55 },
        random.pick([palette.fabric, palette.shade, palette.metal, lighten(palette.accent, 0.3)]),
      )
    }
  })
}

function shopInterior(s: Sketch, context: SceneContext, room: Room): void {
  const { random, palette } = context
  const w = room.width / 2
  const d = room.depth
  niches(s, random, room, palette, [-w + 1, w - 1], 3)
  const railSide = random.chance(0.5) ? -1 : 1
  rail(
    s,
    random,
    room,
    railSide,
    [d - 4.5, d - 0.8],
    [palette.fabric, palette.accent, lighten(palette.stone, 0.2), palette.shade, palette.metal],
    palette.metal,
  )
  wallShelves(s, random, room, -railSide as -1 | 1, [d - 4.5, d - 0.6], palette)
  displayTable(s, random, random.between(-0.6, 0.6), d - 3.2, 1.6, 0.75, palette)
  displayTable(s, random, random.between(-0.4, 0.4) - 0.8, d - 4.6, 1.1, 0.5, palette)
  for (let index = 0; index < 3; index++) pendant(s, -1.2 + index * 1.2, d - 3.6, [room.height, 2.2], 'drum', palette.metal, palette.light)
}

/** A boutique seen from inside: lit niches, a rail of garments, wall shelves, display tables. */
function shopFloor(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, { width: [6.5, 7.5], height: [3.2, 3.5], depth: [8.5, 9.5], backWall: [0.58, 0.64] })
  drawShell(s, room, palette, context.mood)
  tiles(s, room, lighten(palette.stone, 0.05), random.pick([0.6, 0.9]), 0.25)
  downlights(s, room, [3, 4.5, 6, 7.5], [-2, 0, 2])
  shopInterior(s, context, room)
  plant(s, random, (s.lightSide * room.width) / 2 - s.lightSide * 0.5, room.depth - 0.5, 1.5, palette.stone, palette.green)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}

/** A shopfront in a mall: a framed glass front and its blank sign band, the lit shop behind, the neighbours beside. */
function storefront(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, {
    width: [10, 11],
    height: [4.4, 4.8],
    depth: [8, 9],
    backWall: [0.9, 1],
    eye: [1.5, 1.6],
    horizon: [0.56, 0.6],
  })
  const w = room.width / 2
  const d = room.depth
  const mallWall = mix(palette.stone, palette.wall, 0.5)
  drawShell(s, room, { ...palette, wall: mallWall, floor: lighten(palette.stone, 0.1), backWall: darken(mallWall, 0.05) }, 'day')
  tiles(s, room, palette.stone, 1.2, 0.22)
  downlights(s, room, [5, 7], [-3, -1, 1, 3])
  const front = random.between(5, 6)
  const x0 = -front / 2 + random.between(-0.6, 0.6)
  const x1 = x0 + front
  const top = 3.2
  const frame = random.pick([palette.metal, darken(palette.shade, 0.1), palette.accent])
  s.through([x0, 0, d], [x1, top, d], layer.surface - 1, (inside) => {
    const shop: Room = { width: front + 2, height: 3.4, depth: d + 5.5 }
    const offset = (x0 + x1) / 2
    inside.polygon(
      [
        [offset - shop.width / 2, 0, d],
        [offset + shop.width / 2, 0, d],
        [offset + shop.width / 2, 0, shop.depth],
        [offset - shop.width / 2, 0, shop.depth],
      ],
      mix(palette.floor, palette.light, 0.3),
      layer.planes,
    )
    inside.polygon(
      [
        [offset - shop.width / 2, 0, shop.depth],
        [offset + shop.width / 2, 0, shop.depth],
        [offset + shop.width / 2, shop.height, shop.depth],
        [offset - shop.width / 2, shop.height, shop.depth],
      ],
      mix(palette.wall, palette.light, 0.4),
      layer.planes,
    )
    inside.polygon(
      [
        [offset - shop.width / 2, shop.height, d],
        [offset + shop.width / 2, shop.height, d],
        [offset + shop.width / 2, shop.height, shop.depth],
        [offset - shop.width / 2, shop.height, shop.depth],
      ],
      lighten(palette.ceiling, 0.3),
      layer.planes,
    )
    for (const side of [-1, 1]) {
      const x = offset + (side * shop.width) / 2
      inside.polygon(
        [
          [x, 0, d],
          [x, 0, shop.depth],
          [x, shop.height, shop.depth],
          [x, shop.height, d],
        ],
        darken(palette.wall, 0.08),
        layer.planes,
      )
    }
    niches(inside, random, { ...shop, depth: shop.depth }, palette, [offset - front / 2 + 0.3, offset + front / 2 - 0.3], 3)
    displayTable(inside, random, offset + random.between(-0.8, 0.8), d + 2.2, 1.5, 0.75, palette)
    for (let index = 0; index < 3; index++)
      pendant(inside, offset - 1.2 + index * 1.2, d + 2.6, [shop.height, 2.3], 'globe', palette.metal, palette.light)
  })
  // Glass with a sky-coloured sheen, mullions, the door and the sign band above.
  s.polygon(
    [
      [x0, 0, d],
      [x1, 0, d],
      [x1, top, d],
      [x0, top, d],
    ],
    s.gradient(
      'linear',
      [
        [0, '#ffffff', 0.22],
        [0.45, '#ffffff', 0.04],
        [0.55, '#ffffff', 0.16],
        [1, '#ffffff', 0.02],
      ],
      'x1="0" y1="0" x2="1" y2="1"',
    ),
    layer.surface - 2,
  )
  const bars = [x0, x0 + front * 0.38, x0 + front * 0.62, x1]
  s.flat(
    d,
    bars.map((x) => `<rect x="${m(x - 0.04)}" y="0" width="0.08" height="${m(top)}" fill="${frame}"/>`).join('') +
      `<rect x="${m(x0 - 0.04)}" y="${m(top)}" width="${m(front + 0.08)}" height="0.08" fill="${frame}"/>` +
      `<rect x="${m(x0 - 0.2)}" y="${m(top + 0.25)}" width="${m(front + 0.4)}" height="0.75" fill="${darken(frame, 0.25)}"/>` +
      `<rect x="${m(x0 - 0.2)}" y="${m(top + 0.25)}" width="${m(front + 0.4)}" height="0.04" fill="${lighten(frame, 0.3)}"/>` +
      `<circle cx="${m((x0 + x1) / 2)}" cy="${m(top + 0.62)}" r="0.2" fill="none" stroke="${palette.light}" stroke-width="0.035"/>`,
    layer.surface - 3,
  )
  // The neighbouring shops: stone piers and dimmer glass.
  for (const [a, b] of [
    [-w, x0 - 0.9],
    [x1 + 0.9, w],
  ] as const) {
    if (b - a < 0.5) continue
    s.polygon(
      [
        [a, 0, d],
        [b, 0, d],
        [b, top, d],
        [a, top, d],
      ],
      s.vertical([
        [0, '#c9d2d6'],
        [1, '#e8e2d6'],
      ]),
      layer.surface - 1,
    )
  }
  plant(s, random, x0 - 0.5, d - 0.6, 1.6, palette.stone, palette.green)
  plant(s, random, x1 + 0.5, d - 0.6, 1.6, palette.stone, palette.green)
  atmosphere(s, palette.shade, 'day')
  return s.toSvg()
}

/** A retail interior: the shop floor inside, or its shopfront from the mall. */
export function retail(context: SceneContext): string {
  return context.random.chance(0.35) ? storefront(context) : shopFloor(context)
}
