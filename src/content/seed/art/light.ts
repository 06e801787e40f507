import { lighten } from './color'
import type { Room, SceneContext } from './room'
import { layer, px, type Sketch } from './sketch'

/** Recessed downlights in rows across the ceiling. */
export function downlights(s: Sketch, room: Room, rows: readonly number[], columns: readonly number[], color = '#fffaf0'): void {
  const radius = 0.05
  const drop = room.height - s.camera.y
  const dots = rows.flatMap((z) =>
    columns.map((x) => {
      const [cx, cy] = s.project([x, room.height, z])
      const scale = s.scaleAt(z)
      return `<ellipse cx="${px(cx)}" cy="${px(cy)}" rx="${px(radius * scale)}" ry="${px(Math.max(0.6, (radius * scale * drop) / z))}"/>`
    }),
  )
  s.add(layer.onSurface, `<g fill="${color}">${dots.join('')}</g>`)
}

/** A line of concealed light where the ceiling meets the back wall, washing down the wall. */
export function cove(s: Sketch, room: Room, color: string): void {
  const w = room.width / 2
  const d = room.depth
  const h = room.height
  s.polygon(
    [
      [-w, h - 0.9, d],
      [w, h - 0.9, d],
      [w, h, d],
      [-w, h, d],
    ],
    s.vertical([
      [0, color, 0],
      [1, color, 0.55],
    ]),
    layer.onSurface,
  )
  s.polygon(
    [
      [-w, h - 0.06, d],
      [w, h - 0.06, d],
      [w, h, d],
      [-w, h, d],
    ],
    lighten(color, 0.5),
    layer.onSurface,
  )
}

/**
 * The light of the room over everything: a warm wash from the light's side and a soft vignette.
 * Both are linear gradients on bands along the edges, which cost the renderer far less than
 * radial ones over the whole picture; where the bands cross, the corners darken most.
 */
export function atmosphere(s: Sketch, shade: string, mood: SceneContext['mood']): void {
  const { width, height } = s
  const wash = s.horizontal(
    s.lightSide < 0
      ? [
          [0, s.lightColor, mood === 'day' ? 0.3 : 0.22],
          [1, s.lightColor, 0],
        ]
      : [
          [0, s.lightColor, 0],
          [1, s.lightColor, mood === 'day' ? 0.3 : 0.22],
        ],
  )
  s.add(-1, `<rect x="${s.lightSide < 0 ? 0 : px(width * 0.4)}" width="${px(width * 0.6)}" height="${height}" fill="${wash}"/>`)
  const strength = mood === 'day' ? 0.26 : 0.4
  const band = (from: string, to: string) =>
    s.gradient(
      'linear',
      [
        [0, shade, strength],
        [1, shade, 0],
      ],
      `x1="${from.split(' ')[0]}" y1="${from.split(' ')[1]}" x2="${to.split(' ')[0]}" y2="${to.split(' ')[1]}"`,
    )
  const [across, down] = [px(width * 0.18), px(height * 0.24)]
  s.add(
    -2,
    `<rect width="${width}" height="${down}" fill="${band('0 0', '0 1')}"/>` +
      `<rect y="${px(height - height * 0.24)}" width="${width}" height="${down}" fill="${band('0 1', '0 0')}"/>` +
      `<rect width="${across}" height="${height}" fill="${band('0 0', '1 0')}"/>` +
      `<rect x="${px(width - width * 0.18)}" width="${across}" height="${height}" fill="${band('1 0', '0 0')}"/>`,
  )
}
