import { darken, lighten, mix } from '../color'
import { tiles } from '../floor'
import { plant } from '../furniture'
import { atmosphere } from '../light'
import { drawShell, type Room, type SceneContext, setUp } from '../room'
import { backWindow } from '../windows'
import { type Box, layer, m, px, type Sketch } from '../sketch'

/** A two-tier rack of dumbbells against the back wall: their round ends face the camera. */
function dumbbellRack(s: Sketch, room: Room, [x0, x1]: readonly [number, number], frame: string, iron: string): void {
  const d = room.depth
  const z = d - 0.7
  s.box({ x0, x1, y0: 0.45, y1: 0.5, z0: z, z1: d - 0.1 }, frame, { depth: z })
  s.box({ x0, x1, y0: 0.85, y1: 0.9, z0: z + 0.1, z1: d - 0.1 }, frame, { depth: z + 0.05 })
  for (const x of [x0, x1 - 0.06]) s.box({ x0: x, x1: x + 0.06, y0: 0, y1: 0.9, z0: z, z1: d - 0.1 }, frame, { depth: z })
  const ends: string[] = []
  const count = Math.floor((x1 - x0 - 0.2) / 0.22)
  for (let index = 0; index < count; index++) {
    const x = x0 + 0.16 + index * 0.22
    const size = 0.06 + (index / count) * 0.05
    ends.push(
      `<circle cx="${m(x)}" cy="${m(0.5 + size)}" r="${m(size)}" fill="${iron}"/><circle cx="${m(x)}" cy="${m(0.5 + size)}"` +
        ` r="${m(size * 0.3)}" fill="${lighten(iron, 0.4)}"/>`,
    )
    ends.push(`<circle cx="${m(x)}" cy="${m(0.9 + size * 0.8)}" r="${m(size * 0.8)}" fill="${iron}"/>`)
  }
  s.flat(z - 0.02, ends.join(''), z - 0.02)
}

/** A power rack with a loaded barbell: four posts, cross bars, and plates seen nearly edge on. */
function powerRack(s: Sketch, x: number, z: number, frame: string, iron: string, accent: string): void {
  const post = (px0: number, pz0: number): Box => ({ x0: px0, x1: px0 + 0.08, y0: 0, y1: 2.3, z0: pz0, z1: pz0 + 0.08 })
  s.floorShadow({ x0: x - 0.7, x1: x + 0.7, y0: 0, y1: 0, z0: z, z1: z + 1.2 }, 0.3)
  s.group(z, () => {
    s.box(post(x - 0.6, z + 1.1), frame)
    s.box(post(x + 0.52, z + 1.1), frame)
    s.box({ x0: x - 0.6, x1: x + 0.6, y0: 2.22, y1: 2.3, z0: z + 1.1, z1: z + 1.18 }, frame)
    s.box({ x0: x - 0.6, x1: x - 0.52, y0: 2.22, y1: 2.3, z0: z, z1: z + 1.2 }, frame)
    s.box({ x0: x + 0.52, x1: x + 0.6, y0: 2.22, y1: 2.3, z0: z, z1: z + 1.2 }, frame)
    s.box({ x0: x - 1.1, x1: x + 1.1, y0: 1.38, y1: 1.42, z0: z + 0.5, z1: z + 0.54 }, '#b9b9b9')
    for (const side of [-1, 1]) {
      for (let plate = 0; plate < 3; plate++) {
        const px0 = x + side * (0.75 + plate * 0.06)
        const [cx, cy] = s.project([px0, 1.4, z + 0.52])
        const scale = s.scaleAt(z + 0.52)
        const radius = (0.22 - plate * 0.03) * scale
        s.add(
          0,
          `<ellipse cx="${px(cx)}" cy="${px(cy)}" rx="${px(Math.max(2, radius * 0.28))}" ry="${px(radius)}"` +
            ` fill="${plate === 0 ? accent : iron}"/>`,
        )
      }
    }
    s.box(post(x - 0.6, z), frame)
    s.box(post(x + 0.52, z), frame)
  })
}

/** A padded flat bench on a steel frame. */
function bench(s: Sketch, x: number, z: number, pad: string, frame: string): void {
  const box = { x0: x - 0.15, x1: x + 0.15, y0: 0.36, y1: 0.46, z0: z, z1: z + 1.2 }
  s.floorShadow(box, 0.3)
  s.group(z, () => {
    s.box({ x0: x - 0.05, x1: x + 0.05, y0: 0, y1: 0.36, z0: z + 1, z1: z + 1.08 }, frame)
    s.box({ x0: x - 0.05, x1: x + 0.05, y0: 0, y1: 0.36, z0: z + 0.1, z1: z + 0.18 }, frame)
    s.box(box, pad)
  })
}

/** Treadmills in a row facing the windows, seen from behind. */
function treadmills(s: Sketch, [x0, x1]: readonly [number, number], z: number, body: string): void {
  for (let x = x0; x < x1 - 0.8; x += 1.1) {
    s.group(z - 0.01, () => {
      s.box({ x0: x, x1: x + 0.8, y0: 0, y1: 0.22, z0: z, z1: z + 1.9 }, body)
      s.box({ x0: x + 0.08, x1: x + 0.72, y0: 0.22, y1: 0.23, z0: z, z1: z + 1.6 }, '#1f1f21')
      s.box({ x0: x, x1: x + 0.06, y0: 0.22, y1: 1.25, z0: z + 1.6, z1: z + 1.68 }, body)
      s.box({ x0: x + 0.74, x1: x + 0.8, y0: 0.22, y1: 1.25, z0: z + 1.6, z1: z + 1.68 }, body)
      s.box({ x0: x, x1: x + 0.8, y0: 1.2, y1: 1.45, z0: z + 1.55, z1: z + 1.75 }, darken(body, 0.3))
    })
  }
}

/** A gym: dark rubber floor, a mirror wall, dumbbell racks, a power rack and bench, treadmills by the windows, LED strips. */
export function gym(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, { width: [9, 10.5], height: [3.4, 3.8], depth: [11, 12.5], backWall: [0.55, 0.62], eye: [1.45, 1.6] })
  const w = room.width / 2
  const d = room.depth
  const rubber = '#2e2d2c'
  const wall = random.pick([mix(palette.wall, '#8d8a85', 0.4), darken(palette.wall, 0.15), '#3b3a39'])
  drawShell(s, room, { wall, floor: rubber, ceiling: '#2a2a2b', backWall: lighten(wall, 0.05) }, 'day')
  tiles(s, room, '#595652', 1, 0.45)
  // A strip of training turf down the middle, with its white lines.
  const turf = mix(palette.green, '#3f6b3c', 0.5)
  s.polygon(
    [
      [-0.9, 0.004, 3],
      [0.9, 0.004, 3],
      [0.9, 0.004, d - 2],
      [-0.9, 0.004, d - 2],
    ],
    turf,
    layer.onSurface,
  )
  for (const x of [-0.9, 0.9]) s.line([x, 0.006, 3], [x, 0.006, d - 2], '#e9e6df', Math.max(1, s.width / 500), layer.onSurface)
  // LED strips across the dark ceiling.
  for (let z = 2; z < d; z += 1.5)
    s.polygon(
      [
        [-w + 0.5, room.height - 0.01, z],
        [w - 0.5, room.height - 0.01, z],
        [w - 0.5, room.height - 0.01, z + 0.06],
        [-w + 0.5, room.height - 0.01, z + 0.06],
      ],
      '#fdfaf2',
      layer.onSurface,
    )
  const mirrorSide = random.chance(0.5) ? -1 : 1
  const mirrorX = (mirrorSide * room.width) / 2
  s.polygon(
    [
      [mirrorX, 0.05, 2.5],
      [mirrorX, 0.05, d - 0.5],
      [mirrorX, 2.4, d - 0.5],
      [mirrorX, 2.4, 2.5],
    ],
    s.gradient(
      'linear',
      [
        [0, '#d9dde0'],
        [0.5, '#9aa3a8'],
        [1, '#c7ccd0'],
      ],
      'x1="0" y1="0" x2="1" y2="1"',
    ),
    layer.surface,
  )
  for (let z = 2.5; z < d; z += 1.2) s.line([mirrorX, 0.05, z], [mirrorX, 2.4, z], '#6c7478', 1, layer.onSurface)
  backWindow(s, context, room, [-w + 0.4, w - 0.4], [0.9, room.height - 0.3], { frame: '#1d1d1f', mullions: 6 })
  const frame = '#1d1d1f'
  const iron = '#2b2b2d'
  dumbbellRack(s, room, mirrorSide < 0 ? [-w + 0.5, -w + 3.2] : [w - 3.2, w - 0.5], frame, iron)
  treadmills(s, mirrorSide < 0 ? [0.6, w - 0.5] : [-w + 0.5, -0.6], d - 2.6, '#3d3d40')
  powerRack(s, -mirrorSide * (w - 2), d - 6.2, frame, iron, palette.accent)
  bench(s, mirrorSide * (w - 2.2), 4.6, random.pick([palette.accent, '#1f1f21', palette.metal]), frame)
  plant(s, random, -mirrorSide * (w - 0.5), 4.2, 1.5, '#3a3a3c', palette.green)
  atmosphere(s, '#141414', 'day')
  return s.toSvg()
}
