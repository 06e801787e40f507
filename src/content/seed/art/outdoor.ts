import { darken, lighten, mix } from './color'
import type { Random } from './random'
import type { SceneContext } from './room'
import { layer, m, px, type Sketch } from './sketch'

/** Sky down to the horizon and open ground below it, hazier with distance. */
export function skyAndGround(s: Sketch, context: SceneContext, ground: string): void {
  const { width, height, camera } = s
  const sky =
    context.mood === 'day'
      ? s.vertical([
          [0, '#9fbccd'],
          [0.7, '#d8e2e0'],
          [1, '#f3e3c6'],
        ])
      : s.vertical([
          [0, '#243757'],
          [0.65, '#86708a'],
          [1, '#f0a86d'],
        ])
  s.add(layer.planes, `<rect width="${width}" height="${px(camera.cy + 1)}" fill="${sky}"/>`)
  const far = context.mood === 'day' ? mix(ground, '#e9e2d2', 0.45) : mix(ground, '#8a7280', 0.4)
  s.add(
    layer.planes,
    `<rect y="${px(camera.cy)}" width="${width}" height="${px(height - camera.cy)}" fill="${s.vertical([
      [0, far],
      [1, darken(ground, 0.15)],
    ])}"/>`,
  )
}

/** A row of soft, low hills or dunes on the horizon. */
export function horizonLine(s: Sketch, random: Random, color: string): void {
  const { width, camera } = s
  const points: string[] = [`M0 ${px(camera.cy)}`]
  for (let x = 0; x <= width; x += width / 6) points.push(`L${px(x)} ${px(camera.cy - s.height * random.between(0.005, 0.03))}`)
  points.push(`L${width} ${px(camera.cy)}Z`)
  s.add(layer.surface, `<path d="${points.join('')}" fill="${color}" fill-opacity="0.5"/>`)
}

/** A date palm: a slender curved trunk and a crown of arching fronds. */
export function palm(s: Sketch, random: Random, x: number, z: number, height: number, green: string, trunk: string): void {
  const lean = random.between(-0.6, 0.6)
  const fronds: string[] = []
  const top = [x + lean, height] as const
  for (let index = 0; index < 9; index++) {
    const angle = (index / 9) * Math.PI * 2 + random.next() * 0.3
    const reach = height * random.between(0.22, 0.3)
    const tx = top[0] + Math.cos(angle) * reach
    const ty = top[1] + Math.sin(angle) * reach * 0.45 - reach * 0.35
    const cx = top[0] + Math.cos(angle) * reach * 0.5
    const cy = top[1] + reach * 0.35
    const tone = [darken(green, 0.2), green, lighten(green, 0.12)][index % 3]!
    fronds.push(
      `<path d="M${m(top[0])} ${m(top[1])}Q${m(cx)} ${m(cy + 0.3)} ${m(tx)} ${m(ty)}Q${m(cx)} ${m(cy - 0.15)} ${m(top[0])} ${m(top[1])}Z"` +
        ` fill="${tone}"/>`,
    )
  }
  const stem =
    `<path d="M${m(x - 0.14)} 0Q${m(x + lean * 0.2)} ${m(height * 0.5)} ${m(top[0] - 0.08)} ${m(height)}L${m(top[0] + 0.08)} ${m(height)}` +
    `Q${m(x + lean * 0.2 + 0.12)} ${m(height * 0.5)} ${m(x + 0.14)} 0Z"` +
    ` fill="${trunk}"/>`
  s.flat(z, stem + fronds.join(''), z)
}

/** A rounded tree: olive or ghaf, a short trunk and a soft canopy of overlapping crowns. */
export function tree(s: Sketch, random: Random, x: number, z: number, height: number, green: string, trunk: string): void {
  const crowns: string[] = []
  for (let index = 0; index < 7; index++) {
    const cx = x + random.between(-0.35, 0.35) * height * 0.6
    const cy = height * random.between(0.62, 0.85)
    const tone = [darken(green, 0.18), green, lighten(green, 0.1), mix(green, '#a9b28a', 0.3)][index % 4]!
    crowns.push(
      `<ellipse cx="${m(cx)}" cy="${m(cy)}" rx="${m(height * random.between(0.2, 0.3))}"` +
        ` ry="${m(height * random.between(0.15, 0.22))}" fill="${tone}"/>`,
    )
  }
  s.flat(
    z,
    `<path d="M${m(x - 0.08)} 0L${m(x - 0.05)} ${m(height * 0.6)}L${m(x + 0.05)} ${m(height * 0.6)}L${m(x + 0.08)} 0Z"` +
      ` fill="${trunk}"/>${crowns.join('')}`,
    z,
  )
}
