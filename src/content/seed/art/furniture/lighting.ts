import { darken, lighten, mix } from '../color'
import { px, type Sketch } from '../sketch'

/** A pendant light on its cord: a globe, a dome or a drum, glowing. */
export function pendant(
  s: Sketch,
  x: number,
  z: number,
  [ceiling, drop]: readonly [number, number],
  shape: 'globe' | 'dome' | 'drum',
  color: string,
  glow: string,
): void {
  const [cordX, cordTop] = s.project([x, ceiling, z])
  const scale = s.scaleAt(z)
  const [cx, cy] = s.project([x, drop, z])
  const size = (shape === 'globe' ? 0.16 : 0.22) * scale
  const halo = s.halo(cx, cy + size * 0.6, size * 2.4, glow, 0.5)
  const cord =
    `<line x1="${px(cordX)}" y1="${px(cordTop)}" x2="${px(cx)}" y2="${px(cy)}" stroke="${darken(color, 0.4)}"` +
    ` stroke-width="${px(Math.max(0.6, scale * 0.012))}"/>`
  let lamp: string
  if (shape === 'globe') {
    const fill = s.gradient(
      'radial',
      [
        [0, '#fffaf0'],
        [0.6, lighten(glow, 0.3)],
        [1, mix(glow, color, 0.4)],
      ],
      'cx="0.45" cy="0.4" r="0.6"',
    )
    lamp = `<circle cx="${px(cx)}" cy="${px(cy + size)}" r="${px(size)}" fill="${fill}"/>`
  } else if (shape === 'dome') {
    const fill = s.horizontal([
      [0, darken(color, 0.25)],
      [0.4, lighten(color, 0.15)],
      [1, darken(color, 0.3)],
    ])
    lamp =
      `<path d="M${px(cx - size)} ${px(cy + size * 0.75)}A${px(size)} ${px(size * 0.75)} 0 0 1 ${px(cx + size)} ${px(cy + size * 0.75)}Z"` +
      ` fill="${fill}"/>` +
      `<ellipse cx="${px(cx)}" cy="${px(cy + size * 0.75)}" rx="${px(size * 0.8)}" ry="${px(size * 0.12)}" fill="#fff8e6"/>`
  } else {
    const fill = s.horizontal([
      [0, darken(color, 0.2)],
      [0.5, lighten(color, 0.1)],
      [1, darken(color, 0.25)],
    ])
    lamp =
      `<rect x="${px(cx - size * 0.7)}" y="${px(cy)}" width="${px(size * 1.4)}" height="${px(size * 0.9)}" fill="${fill}"/>` +
      `<ellipse cx="${px(cx)}" cy="${px(cy + size * 0.9)}" rx="${px(size * 0.7)}" ry="${px(size * 0.1)}" fill="#fff8e6"/>`
  }
  s.add(z, halo + cord + lamp)
}

/** A floor lamp: a slim stand and a glowing drum shade. */
export function floorLamp(s: Sketch, x: number, z: number, metal: string, shade: string, glow: string): void {
  const [cx, cy] = s.project([x, 1.45, z])
  const scale = s.scaleAt(z)
  s.group(z, () => {
    s.add(0, s.halo(cx, cy, scale * 0.8, glow, 0.4))
    s.cylinder(x, z, 0.14, 0, 0.02, metal)
    s.cylinder(x, z, 0.012, 0, 1.35, metal)
    s.cylinder(x, z, 0.2, 1.3, 1.6, mix(shade, glow, 0.35))
  })
}

/** A table lamp on a surface at height y. */
export function tableLamp(s: Sketch, x: number, z: number, y: number, base: string, shade: string, glow: string): void {
  const [cx, cy] = s.project([x, y + 0.45, z])
  const scale = s.scaleAt(z)
  s.group(z - 0.15, () => {
    s.add(0, s.halo(cx, cy, scale * 0.55, glow, 0.45))
    s.cylinder(x, z, 0.09, y, y + 0.3, base)
    s.cylinder(x, z, 0.16, y + 0.3, y + 0.55, mix(shade, glow, 0.4))
  })
}

/** A chandelier: a cloud of glowing globes hanging in a ring. */
export function chandelier(s: Sketch, x: number, z: number, ceiling: number, drop: number, metal: string, glow: string): void {
  const [cx, cy] = s.project([x, drop, z])
  const scale = s.scaleAt(z)
  const [, top] = s.project([x, ceiling, z])
  const globes: string[] = [s.halo(cx, cy, scale * 1.8, glow, 0.35)]
  globes.push(
    `<line x1="${px(cx)}" y1="${px(top)}" x2="${px(cx)}" y2="${px(cy - scale * 0.4)}" stroke="${metal}"` +
      ` stroke-width="${px(Math.max(1, scale * 0.015))}"/>`,
  )
  const ring = s.glow('#fffaf0', 1)
  for (let index = 0; index < 14; index++) {
    const angle = (index / 14) * Math.PI * 2
    const gx = cx + Math.cos(angle) * scale * 0.9
    const gy = cy + Math.sin(angle) * scale * 0.22 + (index % 3) * scale * 0.12
    globes.push(
      `<line x1="${px(gx)}" y1="${px(cy - scale * 0.4)}" x2="${px(gx)}" y2="${px(gy)}" stroke="${metal}"` +
        ` stroke-width="${px(Math.max(0.5, scale * 0.008))}"/>`,
    )
    globes.push(`<circle cx="${px(gx)}" cy="${px(gy)}" r="${px(scale * 0.09)}" fill="${ring}"/>`)
  }
  s.add(z - 1, globes.join(''))
}
