import { darken, lighten } from '../color'
import { planks, tiles } from '../floor'
import { armchair, cabinets, plant } from '../furniture'
import { atmosphere, downlights } from '../light'
import { drawShell, type SceneContext, setUp } from '../room'
import { sideWindow } from '../windows'
import { layer, m, px } from '../sketch'
import { clinical, corridor, ward } from './hospital'

/** A curved reception desk in front of a timber-slatted wall with a backlit mark. */
function reception(context: SceneContext): string {
  const { random } = context
  const palette = clinical(context.palette)
  const { s, room } = setUp(context, { width: [7, 8], height: [3, 3.2], depth: [8.5, 9.5], backWall: [0.56, 0.62] })
  const w = room.width / 2
  const d = room.depth
  drawShell(s, room, palette, context.mood)
  if (random.chance(0.5)) planks(s, random, room, palette.floor, 0.18)
  else tiles(s, room, palette.floor, 0.6, 0.2)
  downlights(s, room, [3.5, 5, 6.5, 8], [-2, 0, 2])

  // The slatted wall and its mark: a cross in a circle, lit from behind.
  const panel = [-2.2 + random.between(-0.3, 0.3), 2.2 + random.between(-0.3, 0.3)] as const
  const slats: string[] = []
  for (let x = panel[0]; x < panel[1]; x += 0.09)
    slats.push(`<rect x="${m(x)}" y="0" width="0.05" height="${m(room.height)}" fill="${lighten(palette.wood, 0.15)}"/>`)
  const cx = (panel[0] + panel[1]) / 2
  s.flat(
    d - 0.02,
    `<rect x="${m(panel[0] - 0.05)}" y="0" width="${m(panel[1] - panel[0] + 0.1)}" height="${m(room.height)}"` +
      ` fill="${darken(palette.wood, 0.1)}"/>${slats.join('')}` +
      `<circle cx="${m(cx)}" cy="1.9" r="0.42" fill="${lighten(palette.light, 0.4)}"/>` +
      `<path d="M${m(cx - 0.07)} 1.68h0.14v0.15h0.15v0.14h-0.15v0.15h-0.14v-0.15h-0.15v-0.14h0.15Z" fill="${palette.accent}"/>`,
    layer.onSurface,
  )
  const [gx, gy] = s.project([cx, 1.9, d])
  s.add(layer.onSurface - 1, s.halo(gx, gy, s.scaleAt(d) * 0.9, palette.light, 0.7))

  // The desk: a shallow arc in plan, drawn as short straight sides.
  const centreZ = d - 2.2
  const radius = 2.4
  const outer: [number, number][] = []
  const inner: [number, number][] = []
  for (let step = 0; step <= 16; step++) {
    const angle = -0.75 + (1.5 * step) / 16
    outer.push([cx + Math.sin(angle) * radius, centreZ + radius - Math.cos(angle) * radius])
    inner.push([cx + Math.sin(angle) * (radius + 0.6), centreZ + radius - Math.cos(angle) * (radius + 0.6)])
  }
  const footprint = [...outer, ...inner.reverse()]
  s.floorShadow({ x0: cx - 1.7, x1: cx + 1.7, y0: 0, y1: 0, z0: centreZ, z1: centreZ + 0.8 }, 0.3)
  s.prism(footprint, 0, 1.05, '#f4f2ee', { top: lighten(palette.stone, 0.3) })
  s.prism(
    footprint.map(([x, z]) => [x, z - 0.001] as [number, number]),
    0.08,
    0.22,
    palette.accent,
    { depth: centreZ - 0.01 },
  )

  // Waiting: armchairs along a side wall, a low table, a plant, a window opposite.
  const side = random.chance(0.5) ? -1 : 1
  for (let z = d - 4.4; z > 3.5; z -= 1.05) {
    armchair(s, side < 0 ? { x: -w + 1.1, z, facing: 'right' } : { x: w - 1.1, z, facing: 'left' }, palette.fabric, palette.metal)
  }
  sideWindow(s, context, room, -side as -1 | 1, [3, d - 3.6], [0.5, room.height - 0.3], { frame: '#d9d6cf' })
  plant(s, random, side * (w - 0.45), d - 3.3, 1.5, '#f2efe9', palette.green)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}

/** A treatment room: the reclining treatment chair in profile, an examination light, cabinets with a basin. */
function treatmentRoom(context: SceneContext): string {
  const { random } = context
  const palette = clinical(context.palette)
  const { s, room } = setUp(context, { width: [5, 5.6], height: [2.9, 3.1], depth: [7.4, 8], backWall: [0.55, 0.6], eye: [1.4, 1.55] })
  const w = room.width / 2
  const d = room.depth
  drawShell(s, room, palette, context.mood)
  tiles(s, room, palette.floor, 0.5, 0.15)
  downlights(s, room, [4, 6], [-1, 1])
  const cabinetSide = random.chance(0.5) ? -1 : 1
  const [c0, c1] = cabinetSide < 0 ? [-w, -w + 2.6] : [w - 2.6, w]
  s.polygon(
    [
      [c0, 0.9, d],
      [c1, 0.9, d],
      [c1, 1.5, d],
      [c0, 1.5, d],
    ],
    lighten(palette.accent, 0.55),
    layer.surface,
  )
  cabinets(s, { x0: c0, x1: c1, y0: 1.5, y1: 2.2, z0: d - 0.35, z1: d }, '#f4f2ee', { handle: darken(palette.stone, 0.3) })
  cabinets(s, { x0: c0, x1: c1, y0: 0, y1: 0.88, z0: d - 0.6, z1: d }, '#f4f2ee', {
    handle: darken(palette.stone, 0.3),
    plinth: 0.08,
    drawers: true,
  })
  s.box({ x0: c0, x1: c1, y0: 0.88, y1: 0.92, z0: d - 0.62, z1: d }, lighten(palette.stone, 0.3), { depth: d - 0.63 })
  sideWindow(s, context, room, -cabinetSide as -1 | 1, [d - 3.6, d - 1.2], [0.8, room.height - 0.3], { frame: '#d9d6cf', mullions: 2 })

  // The chair, seen side on: base, reclined seat and back, headrest, and an arm for the tray.
  const chairZ = d - 2
  const x = -cabinetSide * 0.3
  const upholstery = palette.accent
  const shell = '#f3f1ec'
  const flip = cabinetSide
  const X = (u: number) => m(x + u * flip)
  const profile =
    `<path d="M${X(-0.25)} 0h${m(0.5 * flip)}v0.05h${m(-0.5 * flip)}Z" fill="${darken(shell, 0.2)}"/>` +
    `<path d="M${X(-0.12)} 0.05L${X(-0.1)} 0.45L${X(0.1)} 0.45L${X(0.14)} 0.05Z" fill="${shell}"/>` +
    `<path d="M${X(-0.75)} 0.5L${X(0.35)} 0.5Q${X(0.45)} 0.5 ${X(0.5)} 0.6L${X(0.95)} 1.05Q${X(1)} 1.12 ${X(0.93)} 1.15L${X(0.85)} 1.15` +
    `L${X(0.4)} 0.7L${X(-0.7)} 0.66Q${X(-0.85)} 0.6 ${X(-0.75)} 0.5Z"` +
    ` fill="${upholstery}"/>` +
    `<path d="M${X(0.93)} 1.18Q${X(1.15)} 1.2 ${X(1.12)} 1.32Q${X(1.05)} 1.4 ${X(0.92)} 1.3Z" fill="${upholstery}"/>` +
    `<path d="M${X(-0.8)} 0.45L${X(-1.05)} 0.2L${X(-0.98)} 0.16L${X(-0.72)} 0.42Z" fill="${shell}"/>` +
    `<path d="M${X(-0.1)} 0.8L${X(0.3)} 0.8" stroke="${shell}" stroke-width="0.05"/>`
  s.floorShadow({ x0: x - 1, x1: x + 1, y0: 0, y1: 0, z0: chairZ - 0.3, z1: chairZ + 0.3 }, 0.3)
  s.flat(chairZ, profile)
  // The examination light on its arm from the ceiling.
  const lampX = x + flip * 0.2
  s.line([lampX, room.height, chairZ], [lampX, 2.2, chairZ], '#cfcac2', Math.max(1.5, s.scaleAt(chairZ) * 0.04), chairZ - 0.5)
  s.line([lampX, 2.2, chairZ], [lampX + flip * 0.5, 1.9, chairZ], '#cfcac2', Math.max(1.5, s.scaleAt(chairZ) * 0.04), chairZ - 0.5)
  const [lx, ly] = s.project([lampX + flip * 0.5, 1.9, chairZ])
  const scale = s.scaleAt(chairZ)
  s.add(
    chairZ - 0.5,
    `<ellipse cx="${px(lx)}" cy="${px(ly)}" rx="${px(scale * 0.22)}" ry="${px(scale * 0.08)}" fill="#f2f0ea"/><ellipse cx="${px(lx)}"` +
      ` cy="${px(ly + scale * 0.03)}" rx="${px(scale * 0.16)}" ry="${px(scale * 0.04)}" fill="${lighten(palette.light, 0.6)}"/>`,
  )
  // A stool for the clinician and a screen on the wall.
  s.cylinder(x - flip * 0.9, chairZ - 0.7, 0.2, 0.5, 0.58, darken(upholstery, 0.1))
  s.cylinder(x - flip * 0.9, chairZ - 0.7, 0.03, 0, 0.5, '#bdb8b0')
  const screenX = -cabinetSide * (w - 0.05)
  s.polygon(
    [
      [screenX, 1.4, d - 1.6],
      [screenX, 1.4, d - 0.8],
      [screenX, 1.9, d - 0.8],
      [screenX, 1.9, d - 1.6],
    ],
    '#2c3036',
    layer.onSurface,
  )
  plant(s, random, -cabinetSide * (w - 0.4), d - 0.5, 1.2, '#f2efe9', palette.green)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}

/** A clinic or hospital: a reception and waiting area, a treatment room, a patient's room or a corridor. */
export function clinic(context: SceneContext): string {
  const daylight = { ...context, mood: 'day' as const }
  return context.random.pick([reception, treatmentRoom, reception, treatmentRoom, ward, corridor])(daylight)
}
