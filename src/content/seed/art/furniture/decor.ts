import { darken, lighten, mix } from '../color'
import type { Random } from '../random'
import { layer, m, px, type Sketch } from '../sketch'

/** A pointed leaf from its base to its tip, as wide as `width` at its middle, on a flat plane. */
function leaf([x0, y0]: readonly [number, number], [x1, y1]: readonly [number, number], width: number, fill: string): string {
  const [mx, my] = [(x0 + x1) / 2, (y0 + y1) / 2]
  const length = Math.hypot(x1 - x0, y1 - y0) || 1
  const [nx, ny] = [(-(y1 - y0) / length) * width, ((x1 - x0) / length) * width]
  return (
    `<path d="M${m(x0)} ${m(y0)}Q${m(mx + nx)} ${m(my + ny)} ${m(x1)} ${m(y1)}Q${m(mx - nx)} ${m(my - ny)} ${m(x0)} ${m(y0)}Z"` +
    ` fill="${fill}"/>`
  )
}

/**
 * A potted plant in a tapered pot: a fiddle-leaf fig (broad leaves up a slim stem), a kentia palm
 * (arching fronds) or an olive (a light crown of small leaves), in a few greens.
 */
export function plant(s: Sketch, random: Random, x: number, z: number, height: number, pot: string, green: string): void {
  const radius = 0.2
  const potHeight = 0.42
  const tones = [darken(green, 0.22), green, lighten(green, 0.14), darken(green, 0.08)]
  const kind = random.pick(['fig', 'palm', 'olive'] as const)
  const parts: string[] = []
  if (kind === 'fig') {
    parts.push(
      `<path d="M${m(x - 0.012)} ${m(potHeight)}L${m(x - 0.008)} ${m(height)}L${m(x + 0.008)} ${m(height)}` +
        `L${m(x + 0.012)} ${m(potHeight)}Z"` +
        ` fill="${darken(green, 0.45)}"/>`,
    )
    for (let index = 0; index < 14; index++) {
      const y = potHeight + (height - potHeight) * (0.25 + (index / 14) * 0.75)
      const side = index % 2 === 0 ? -1 : 1
      const size = height * random.between(0.17, 0.24) * (1 - index / 40)
      const tip = [x + side * size * random.between(0.6, 1), y + size * random.between(0.2, 0.7)] as const
      parts.push(leaf([x, y], tip, size * 0.5, tones[index % tones.length]!))
    }
  } else if (kind === 'palm') {
    for (let index = 0; index < 9; index++) {
      const angle = -1.25 + (2.5 * index) / 8 + random.between(-0.1, 0.1)
      const reach = height * random.between(0.55, 0.75)
      const tip = [x + Math.sin(angle) * reach * 0.75, potHeight + Math.cos(angle) * reach] as const
      const bend = [x + Math.sin(angle) * reach * 0.4, potHeight + reach * 0.85] as const
      parts.push(
        `<path d="M${m(x)} ${m(potHeight)}Q${m(bend[0])} ${m(bend[1])} ${m(tip[0])} ${m(tip[1])}" stroke="${darken(green, 0.35)}"` +
          ` stroke-width="0.012" fill="none"/>`,
      )
      for (let step = 0.25; step < 1; step += 0.11) {
        const along = (t: number) =>
          [
            (1 - t) ** 2 * x + 2 * (1 - t) * t * bend[0] + t * t * tip[0],
            (1 - t) ** 2 * potHeight + 2 * (1 - t) * t * bend[1] + t * t * tip[1],
          ] as const
        const [px0, py0] = along(step)
        for (const side of [-1, 1])
          parts.push(
            leaf([px0, py0], [px0 + side * 0.16 * (1.1 - step), py0 - 0.12], 0.022, tones[(index + (side > 0 ? 1 : 0)) % tones.length]!),
          )
      }
    }
  } else {
    parts.push(
      `<path d="M${m(x - 0.02)} ${m(potHeight)}Q${m(x - 0.05)} ${m(height * 0.5)} ${m(x - 0.01)} ${m(height * 0.62)}` +
        `L${m(x + 0.02)} ${m(height * 0.62)}Q${m(x + 0.01)} ${m(height * 0.45)} ${m(x + 0.03)} ${m(potHeight)}Z"` +
        ` fill="${darken(green, 0.5)}"/>`,
    )
    for (let index = 0; index < 40; index++) {
      const angle = random.between(0, Math.PI * 2)
      const distance = Math.sqrt(random.next()) * height * 0.26
      const cx = x + Math.cos(angle) * distance * 1.1
      const cy = height * 0.78 + Math.sin(angle) * distance * 0.8
      parts.push(
        leaf(
          [cx, cy],
          [cx + random.between(-0.12, 0.12), cy + random.between(-0.06, 0.08)],
          0.025,
          mix(tones[index % tones.length]!, '#a9b39a', 0.35),
        ),
      )
    }
  }
  s.group(z - radius, () => {
    s.flat(z, parts.join(''))
    const [top, bottom] = [s.project([x, potHeight, z]), s.project([x, 0, z])]
    const scale = s.scaleAt(z)
    const body = s.horizontal([
      [0, darken(pot, 0.22)],
      [s.lightSide < 0 ? 0.3 : 0.7, lighten(pot, 0.12)],
      [1, darken(pot, 0.25)],
    ])
    s.add(
      0,
      `<path d="M${px(top[0] - radius * scale)} ${px(top[1])}L${px(bottom[0] - radius * 0.75 * scale)} ${px(bottom[1])}` +
        `L${px(bottom[0] + radius * 0.75 * scale)} ${px(bottom[1])}L${px(top[0] + radius * scale)} ${px(top[1])}Z"` +
        ` fill="${body}"/>`,
    )
  })
  s.roundShadow(x, z, radius, 0.3)
}

/** An abstract framed artwork on the back wall: an arch, a sun and a horizon in the palette's colours. */
export function artwork(
  s: Sketch,
  random: Random,
  z: number,
  [x0, x1]: readonly [number, number],
  [y0, y1]: readonly [number, number],
  colors: readonly string[],
  frame: string,
): void {
  const w = x1 - x0
  const h = y1 - y0
  const mat = 0.06
  const [first, second, third] = [random.pick(colors), random.pick(colors), random.pick(colors)]
  const compositions = [
    `<path d="M${m(x0 + w * 0.25)} ${m(y0 + mat)}V${m(y0 + h * 0.55)}` +
      `A${m(w * 0.25)} ${m(w * 0.25)} 0 0 0 ${m(x0 + w * 0.75)} ${m(y0 + h * 0.55)}V${m(y0 + mat)}Z"` +
      ` fill="${first}"/><circle cx="${m(x0 + w * 0.68)}" cy="${m(y0 + h * 0.72)}" r="${m(w * 0.08)}" fill="${second}"/>`,
    `<rect x="${m(x0 + mat)}" y="${m(y0 + mat)}" width="${m(w - mat * 2)}" height="${m(h * 0.38)}" fill="${first}"/><circle` +
      ` cx="${m(x0 + w * 0.4)}" cy="${m(y0 + h * 0.45)}" r="${m(Math.min(w, h) * 0.22)}" fill="${second}"/>`,
    `<path d="M${m(x0 + mat)} ${m(y0 + h * 0.3)}Q${m(x0 + w * 0.5)} ${m(y0 + h * 0.75)} ${m(x1 - mat)} ${m(y0 + h * 0.42)}V${m(y0 + mat)}` +
      `H${m(x0 + mat)}Z"` +
      ` fill="${first}"/><path` +
      ` d="M${m(x0 + mat)} ${m(y0 + h * 0.18)}Q${m(x0 + w * 0.6)} ${m(y0 + h * 0.4)} ${m(x1 - mat)} ${m(y0 + h * 0.2)}V${m(y0 + mat)}` +
      `H${m(x0 + mat)}Z"` +
      ` fill="${third}"/>`,
  ]
  s.flat(
    z,
    `<rect x="${m(x0 - 0.03)}" y="${m(y0 - 0.03)}" width="${m(w + 0.06)}" height="${m(h + 0.06)}" fill="${frame}"/>` +
      `<rect x="${m(x0)}" y="${m(y0)}" width="${m(w)}" height="${m(h)}" fill="#f6f1e8"/>` +
      random.pick(compositions),
  )
}

/** A rug: a flat block of colour with a border, a few centimetres above the floor. */
export function rug(
  s: Sketch,
  [x0, x1]: readonly [number, number],
  [z0, z1]: readonly [number, number],
  color: string,
  border?: string,
): void {
  const y = 0.01
  s.polygon(
    [
      [x0, y, z0],
      [x1, y, z0],
      [x1, y, z1],
      [x0, y, z1],
    ],
    color,
    layer.onSurface,
  )
  if (border) {
    const inset = 0.12
    s.polygon(
      [
        [x0 + inset, y, z0 + inset],
        [x1 - inset, y, z0 + inset],
        [x1 - inset, y, z1 - inset],
        [x0 + inset, y, z1 - inset],
      ],
      'none',
      layer.onSurface,
      `stroke="${border}" stroke-width="${px(Math.max(1, s.width / 800))}" stroke-opacity="0.6"`,
    )
  }
}
