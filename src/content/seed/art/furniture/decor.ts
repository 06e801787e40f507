import { darken, lighten } from '../color'
import type { Random } from '../random'
import { layer, m, px, type Sketch } from '../sketch'

/** A potted plant: a shaded pot and a crown of leaves in a few greens. */
export function plant(s: Sketch, random: Random, x: number, z: number, height: number, pot: string, green: string): void {
  const radius = 0.2
  s.group(z - radius, () => {
    s.cylinder(x, z, radius, 0, 0.45, pot)
    const leaves: string[] = []
    const count = 9
    for (let index = 0; index < count; index++) {
      const angle = (index / count) * Math.PI - Math.PI / 2 + random.between(-0.25, 0.25)
      const reach = height * random.between(0.45, 0.6)
      const lx = x + Math.sin(angle) * reach * 0.6
      const ly = 0.45 + Math.cos(angle) * reach * 0.8 + height * 0.25
      const tone = [darken(green, 0.25), green, lighten(green, 0.15)][index % 3]!
      leaves.push(
        `<ellipse cx="${m(lx)}" cy="${m(ly)}" rx="${m(height * 0.13)}" ry="${m(height * 0.3)}" transform="rotate(${m((-angle * 180) / Math.PI)} ${m(lx)} ${m(ly)})" fill="${tone}"/>`,
      )
    }
    leaves.push(`<rect x="${m(x - 0.015)}" y="0.4" width="0.03" height="${m(height * 0.5)}" fill="${darken(green, 0.4)}"/>`)
    s.flat(z, leaves.join(''))
  })
}

/** An abstract framed artwork on the back wall: an arch, a sun and a horizon in the palette's colours. */
export function artwork(s: Sketch, random: Random, z: number, [x0, x1]: readonly [number, number], [y0, y1]: readonly [number, number], colors: readonly string[], frame: string): void {
  const w = x1 - x0
  const h = y1 - y0
  const mat = 0.06
  const [first, second, third] = [random.pick(colors), random.pick(colors), random.pick(colors)]
  const compositions = [
    `<path d="M${m(x0 + w * 0.25)} ${m(y0 + mat)}V${m(y0 + h * 0.55)}A${m(w * 0.25)} ${m(w * 0.25)} 0 0 0 ${m(x0 + w * 0.75)} ${m(y0 + h * 0.55)}V${m(y0 + mat)}Z" fill="${first}"/><circle cx="${m(x0 + w * 0.68)}" cy="${m(y0 + h * 0.72)}" r="${m(w * 0.08)}" fill="${second}"/>`,
    `<rect x="${m(x0 + mat)}" y="${m(y0 + mat)}" width="${m(w - mat * 2)}" height="${m(h * 0.38)}" fill="${first}"/><circle cx="${m(x0 + w * 0.4)}" cy="${m(y0 + h * 0.45)}" r="${m(Math.min(w, h) * 0.22)}" fill="${second}"/>`,
    `<path d="M${m(x0 + mat)} ${m(y0 + h * 0.3)}Q${m(x0 + w * 0.5)} ${m(y0 + h * 0.75)} ${m(x1 - mat)} ${m(y0 + h * 0.42)}V${m(y0 + mat)}H${m(x0 + mat)}Z" fill="${first}"/><path d="M${m(x0 + mat)} ${m(y0 + h * 0.18)}Q${m(x0 + w * 0.6)} ${m(y0 + h * 0.4)} ${m(x1 - mat)} ${m(y0 + h * 0.2)}V${m(y0 + mat)}H${m(x0 + mat)}Z" fill="${third}"/>`,
  ]
  s.flat(
    z,
    `<rect x="${m(x0 - 0.03)}" y="${m(y0 - 0.03)}" width="${m(w + 0.06)}" height="${m(h + 0.06)}" fill="${frame}"/>` +
      `<rect x="${m(x0)}" y="${m(y0)}" width="${m(w)}" height="${m(h)}" fill="#f6f1e8"/>` +
      random.pick(compositions),
  )
}

/** A rug: a flat block of colour with a border, a few centimetres above the floor. */
export function rug(s: Sketch, [x0, x1]: readonly [number, number], [z0, z1]: readonly [number, number], color: string, border?: string): void {
  const y = 0.01
  s.polygon([[x0, y, z0], [x1, y, z0], [x1, y, z1], [x0, y, z1]], color, layer.onSurface)
  if (border) {
    const inset = 0.12
    s.polygon(
      [[x0 + inset, y, z0 + inset], [x1 - inset, y, z0 + inset], [x1 - inset, y, z1 - inset], [x0 + inset, y, z1 - inset]],
      'none',
      layer.onSurface,
      `stroke="${border}" stroke-width="${px(Math.max(1, s.width / 800))}" stroke-opacity="0.6"`,
    )
  }
}
