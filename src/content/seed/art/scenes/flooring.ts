import { darken, lighten, mix } from '../color'
import { chevron, planks } from '../floor'
import { plant, sofa } from '../furniture'
import { atmosphere } from '../light'
import { drawShell, type SceneContext, setUp } from '../room'
import { backWindow, sideWindow } from '../windows'
import { layer } from '../sketch'

/**
 * A timber floor seen from low down, so the boards run to the vanishing point across most of the
 * picture: wide planks or chevron parquet, sunlight across them, a sofa and a plant far off.
 */
export function flooring(context: SceneContext): string {
  const { random, palette } = context
  const { s, room } = setUp(context, {
    width: [6, 7],
    height: [3, 3.2],
    depth: [9, 10.5],
    backWall: [0.5, 0.56],
    eye: [0.55, 0.8],
    horizon: [0.34, 0.4],
  })
  const w = room.width / 2
  const d = room.depth
  const timber = random.pick([
    palette.floor,
    mix(palette.wood, palette.floor, 0.5),
    lighten(palette.wood, 0.25),
    mix(palette.floor, '#8f8a83', 0.35),
  ])
  drawShell(s, room, { ...palette, floor: timber }, context.mood)
  if (random.chance(0.55)) planks(s, random, room, timber, random.pick([0.19, 0.24]), 0.6)
  else chevron(s, room, timber, random.pick([0.3, 0.4]))
  // A skirting along both side walls and the back.
  for (const side of [-1, 1])
    s.polygon(
      [
        [side * w, 0, 0.3],
        [side * w, 0, d],
        [side * w, 0.1, d],
        [side * w, 0.1, 0.3],
      ],
      lighten(palette.wall, 0.2),
      layer.onSurface,
    )
  s.polygon(
    [
      [-w, 0, d],
      [w, 0, d],
      [w, 0.1, d],
      [-w, 0.1, d],
    ],
    lighten(palette.wall, 0.2),
    layer.onSurface,
  )
  // A glossy sheen on the boards, brightest where the light falls.
  s.polygon(
    [
      [-w, 0.003, 0.3],
      [w, 0.003, 0.3],
      [w, 0.003, d],
      [-w, 0.003, d],
    ],
    s.horizontal(
      s.lightSide < 0
        ? [
            [0, '#ffffff', 0.16],
            [0.6, '#ffffff', 0],
          ]
        : [
            [0.4, '#ffffff', 0],
            [1, '#ffffff', 0.16],
          ],
    ),
    layer.onSurface,
  )
  sideWindow(s, context, room, s.lightSide, [2.5, d - 1], [0.15, room.height - 0.3], { frame: darken(palette.wall, 0.4), mullions: 3 })
  if (random.chance(0.5))
    backWindow(s, context, room, [-w + 0.6, w - 0.6], [0.15, room.height - 0.35], {
      frame: darken(palette.wall, 0.4),
      curtains: lighten(palette.fabric, 0.2),
      skyline: false,
    })
  const x = random.between(-1.6, 0.2)
  sofa(s, { x, z: d - 1.2, facing: 'camera' }, 2.4, random.pick([palette.fabric, palette.accent]), { raised: true })
  plant(s, random, -s.lightSide * (w - 0.5), d - 0.6, 1.6, palette.stone, palette.green)
  atmosphere(s, palette.shade, context.mood)
  return s.toSvg()
}
