import { darken, lighten, mix } from '../color'
import { tiles } from '../floor'
import { plant, stool } from '../furniture'
import type { Palette } from '../palette'
import type { Random } from '../random'
import { atmosphere } from '../light'
import { drawShell, type SceneContext, setUp } from '../room'
import { layer, m, px, type Sketch } from '../sketch'

/** A suspended ring banner over a stand: a drum hanging from the hall's roof on thin cables. */
function hangingRing(s: Sketch, x: number, z: number, y: number, radius: number, color: string, roof: number): void {
  const [cx, top] = s.project([x, roof, z])
  const [, cy] = s.project([x, y, z])
  const scale = s.scaleAt(z)
  const cables = [-0.8, 0.8].map(
    (u) =>
      `<line x1="${px(cx + u * radius * scale)}" y1="${px(top)}" x2="${px(cx + u * radius * scale)}" y2="${px(cy)}" stroke="#5b5b5e"` +
      ` stroke-width="1"/>`,
  )
  s.add(z - radius - 2, cables.join(''))
  s.cylinder(x, z, radius, y - 1, y, color, z - radius - 2)
  const [, lower] = s.project([x, y - 1, z])
  s.add(
    z - radius - 2.01,
    `<rect x="${px(cx - radius * scale)}" y="${px(lower - 0.12 * scale)}" width="${px(radius * 2 * scale)}"` +
      ` height="${px(0.06 * scale)}" fill="${lighten(color, 0.45)}"/>`,
  )
}

/** The stand: a raised floor, two walls in the brand's colours with an LED screen, a lit counter, plinths with products. */
function stand(s: Sketch, random: Random, palette: Palette, x0: number, x1: number, z0: number, z1: number, roof: number): void {
  const brand = random.pick([palette.accent, darken(palette.accent, 0.2), '#1f2a3a', mix(palette.accent, palette.metal, 0.3)])
  const white = '#f3f1ec'
  s.box({ x0, x1, y0: 0, y1: 0.12, z0, z1 }, lighten(palette.wood, 0.15), { depth: z0 + 0.02, top: lighten(palette.wood, 0.3) })
  // The back wall with the screen, and one side wall.
  const back = { x0, x1, y0: 0.12, y1: 4, z0: z1 - 0.25, z1 }
  s.box(back, white, { depth: z1 - 0.25 })
  const [sx0, sy0] = s.project([x0 + (x1 - x0) * 0.18, 3.3, z1 - 0.26])
  const [sx1, sy1] = s.project([x0 + (x1 - x0) * 0.62, 1.3, z1 - 0.26])
  const screen = s.gradient(
    'linear',
    [
      [0, lighten(brand, 0.35)],
      [0.6, brand],
      [1, mix(brand, palette.metal, 0.5)],
    ],
    'x1="0" y1="0" x2="1" y2="1"',
  )
  s.add(
    z1 - 0.26,
    `<rect x="${px(sx0)}" y="${px(sy0)}" width="${px(sx1 - sx0)}" height="${px(sy1 - sy0)}" fill="#111"/><rect x="${px(sx0 + 3)}"` +
      ` y="${px(sy0 + 3)}" width="${px(sx1 - sx0 - 6)}" height="${px(sy1 - sy0 - 6)}" fill="${screen}"/><circle` +
      ` cx="${px(sx0 + (sx1 - sx0) * 0.7)}" cy="${px(sy0 + (sy1 - sy0) * 0.4)}" r="${px((sy1 - sy0) * 0.25)}"` +
      ` fill="${lighten(brand, 0.55)}" fill-opacity="0.6"/>`,
  )
  const panelX = x0 + (x1 - x0) * 0.68
  s.flat(
    z1 - 0.26,
    `<rect x="${m(panelX)}" y="0.12" width="${m((x1 - x0) * 0.3)}" height="3.88" fill="${brand}"/><rect x="${m(panelX + 0.3)}" y="2.6"` +
      ` width="${m((x1 - x0) * 0.3 - 0.6)}" height="0.5" fill="${lighten(brand, 0.5)}" fill-opacity="0.8"/>`,
    z1 - 0.27,
  )
  s.box({ x0, x1: x0 + 0.25, y0: 0.12, y1: 4, z0: z0 + 1.2, z1 }, brand, { depth: z1 - 0.3 })
  // The counter, lit from within, and the product plinths.
  const counter = { x0: x0 + (x1 - x0) * 0.55, x1: x0 + (x1 - x0) * 0.55 + 2, y0: 0.12, y1: 1.1, z0: z0 + 0.9, z1: z0 + 1.5 }
  s.box(counter, white, { depth: counter.z0 })
  s.polygon(
    [
      [counter.x0, 0.3, counter.z0 - 0.001],
      [counter.x1, 0.3, counter.z0 - 0.001],
      [counter.x1, 0.36, counter.z0 - 0.001],
      [counter.x0, 0.36, counter.z0 - 0.001],
    ],
    lighten(palette.light, 0.5),
    counter.z0 - 0.01,
  )
  stool(s, counter.x0 + 0.5, counter.z0 - 0.5, brand, '#c9c9c9', 0.78)
  stool(s, counter.x1 - 0.5, counter.z0 - 0.5, brand, '#c9c9c9', 0.78)
  for (const px0 of [x0 + 0.9, x0 + 2.1]) {
    const plinth = { x0: px0, x1: px0 + 0.55, y0: 0.12, y1: 1.0, z0: z0 + 2.1, z1: z0 + 2.65 }
    s.box(plinth, white, { depth: plinth.z0 })
    s.box(
      { x0: px0 + 0.12, x1: px0 + 0.43, y0: 1.0, y1: 1.25, z0: z0 + 2.25, z1: z0 + 2.5 },
      random.pick([brand, palette.metal, palette.shade]),
      { depth: plinth.z0 - 0.01 },
    )
  }
  hangingRing(s, (x0 + x1) / 2, (z0 + z1) / 2, 5.6, (x1 - x0) * 0.3, brand, roof)
  plant(s, random, x1 - 0.4, z0 + 0.4, 1.5, white, palette.green)
}

/** An exhibition stand in a dark hall: grey carpet, truss lights, a branded stand with a screen and a suspended ring. */
export function exhibition(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, {
    width: [22, 26],
    height: [9, 10],
    depth: [22, 26],
    backWall: [0.7, 0.8],
    eye: [1.6, 1.7],
    horizon: [0.6, 0.66],
  })
  const w = room.width / 2
  const d = room.depth
  const hall = '#2a2a2d'
  drawShell(s, room, { wall: '#3a3a3e', floor: '#77777a', ceiling: hall, backWall: '#323236' }, 'dusk')
  tiles(s, room, '#77777a', 2, 0.12)
  // The roof: rows of lights in a dark grid.
  for (let z = 4; z < d; z += 3) {
    s.line([-w, room.height - 0.5, z], [w, room.height - 0.5, z], '#4a4a4e', Math.max(1, s.scaleAt(z) * 0.08), layer.onSurface)
    for (let x = -w + 2; x < w; x += 4) {
      const [cx, cy] = s.project([x, room.height - 0.6, z])
      s.add(layer.onSurface, `<circle cx="${px(cx)}" cy="${px(cy)}" r="${px(Math.max(1.5, s.scaleAt(z) * 0.12))}" fill="#fff6df"/>`)
    }
  }
  // Neighbouring stands, dim in the distance.
  for (let x = -w + 1; x < w - 3; x += random.between(5, 7)) {
    const colour = mix(random.pick([palette.accent, palette.wood, '#8a8d92', palette.fabric]), '#2a2a2d', 0.35)
    s.box({ x0: x, x1: x + 4, y0: 0, y1: random.between(3, 4.5), z0: d - 2.5, z1: d - 1 }, colour, { depth: d - 2.5 })
  }
  const width = random.between(6.5, 8)
  const x0 = -width / 2 + random.between(-1, 1)
  stand(s, random, palette, x0, x0 + width, 8, 13, room.height)
  // A pool of light on the carpet around the stand.
  const [gx, gy] = s.project([x0 + width / 2, 0, 10.5])
  s.add(layer.onSurface - 1, s.halo(gx, gy, s.scaleAt(10.5) * width * 0.8, '#fff3da', 0.35, 2 / width))
  atmosphere(s, '#0f0f12', 'dusk')
  return s.toSvg()
}
