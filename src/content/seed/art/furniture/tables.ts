import type { Box, Sketch } from '../sketch'

/** A table or desk top on four legs. */
export function table(s: Sketch, top: Box, color: string, legs: string, options: { thickness?: number; legWidth?: number } = {}): void {
  const thickness = options.thickness ?? 0.04
  const size = options.legWidth ?? 0.05
  const inset = 0.05
  const leg = (x: number, z: number): Box => ({ x0: x, x1: x + size, y0: 0, y1: top.y1 - thickness, z0: z, z1: z + size })
  s.floorShadow({ ...top, y0: 0 }, 0.22)
  s.group(top.z0, () => {
    s.box(leg(top.x0 + inset, top.z1 - inset - size), legs)
    s.box(leg(top.x1 - inset - size, top.z1 - inset - size), legs)
    s.box(leg(top.x0 + inset, top.z0 + inset), legs)
    s.box(leg(top.x1 - inset - size, top.z0 + inset), legs)
    s.box({ ...top, y0: top.y1 - thickness }, color)
  })
}

/** A round table on a pedestal. */
export function roundTable(s: Sketch, x: number, z: number, radius: number, height: number, top: string, base: string): void {
  s.roundShadow(x, z, radius * 0.8, 0.25)
  s.group(z - radius, () => {
    s.cylinder(x, z, radius * 0.35, 0, 0.03, base)
    s.cylinder(x, z, 0.045, 0, height - 0.03, base)
    s.cylinder(x, z, radius, height - 0.035, height, top)
  })
}
