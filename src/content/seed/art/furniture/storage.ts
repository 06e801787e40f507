import { darken } from '../color'
import { type Box, m, type Sketch } from '../sketch'

/** A cabinet or run of units with door joints and handles on its front. */
export function cabinets(
  s: Sketch,
  box: Box,
  color: string,
  options: { doors?: number; handle?: string; drawers?: boolean; top?: string; plinth?: number; depth?: number } = {},
): void {
  const doors = options.doors ?? Math.max(1, Math.round((box.x1 - box.x0) / 0.6))
  const plinth = options.plinth ?? 0
  const joint = darken(color, 0.3)
  const doorWidth = (box.x1 - box.x0) / doors
  const lines: string[] = []
  for (let index = 1; index < doors; index++) {
    const x = box.x0 + index * doorWidth
    lines.push(
      `<rect x="${m(x - 0.004)}" y="${m(box.y0 + plinth)}" width="0.008" height="${m(box.y1 - box.y0 - plinth)}" fill="${joint}"/>`,
    )
  }
  if (options.drawers) {
    const y = box.y1 - 0.2
    lines.push(`<rect x="${m(box.x0)}" y="${m(y)}" width="${m(box.x1 - box.x0)}" height="0.008" fill="${joint}"/>`)
  }
  if (options.handle) {
    const tall = box.y1 - box.y0 > 1.2
    for (let index = 0; index < doors; index++) {
      const x = box.x0 + index * doorWidth + (index % 2 === 0 ? doorWidth - 0.05 : 0.035)
      const y = tall ? box.y0 + (box.y1 - box.y0) * 0.45 : box.y0 > 1.2 ? box.y0 + 0.04 : box.y1 - 0.12
      lines.push(`<rect x="${m(x)}" y="${m(y)}" width="0.015" height="${tall ? 0.35 : 0.1}" fill="${options.handle}"/>`)
    }
  }
  s.group(options.depth ?? box.z0, () => {
    if (plinth) s.box({ ...box, y1: box.y0 + plinth, z0: box.z0 + 0.05 }, darken(color, 0.45))
    s.box({ ...box, y0: box.y0 + plinth }, color, options.top ? { top: options.top } : {})
    s.flat(box.z0 - 0.001, lines.join(''))
  })
}
