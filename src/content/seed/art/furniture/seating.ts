import { darken, lighten } from '../color'
import type { Sketch } from '../sketch'
import { depthOf, orient, type Placement, seesFront, type Span } from './placement'

type SofaOptions = { depth?: number; legs?: string; raised?: boolean; back?: number; cushions?: readonly string[] }

/** A sofa: back, arms and seat cushions, on a plinth or on slim legs. */
export function sofa(s: Sketch, place: Placement, width: number, fabric: string, options: SofaOptions = {}): void {
  const depth = options.depth ?? 0.95
  const lift = options.raised ? 0.14 : 0.08
  const backHeight = options.back ?? 0.8
  const cushion = lighten(fabric, 0.07)
  const legs = options.legs ?? darken(fabric, 0.6)
  const part = (u: Span, y: Span, v: Span) => orient(place, u, y, v)
  s.floorShadow(part([0, width], [0, 0.1], [0, depth]), 0.35)
  s.group(depthOf(place, depth), () => {
    if (options.raised) {
      for (const [u, v] of [
        [0.08, depth - 0.12],
        [width - 0.12, depth - 0.12],
        [0.08, 0.06],
        [width - 0.12, 0.06],
      ] as const) {
        s.box(part([u, u + 0.04], [0, lift], [v, v + 0.04]), legs)
      }
    } else {
      s.box(part([0.05, width - 0.05], [0, lift], [0.05, depth - 0.05]), legs)
    }
    s.box(part([0, width], [lift, backHeight], [depth - 0.22, depth]), fabric)
    s.box(part([0.16, width - 0.16], [lift + 0.34, backHeight - 0.02], [depth - 0.4, depth - 0.2]), cushion)
    s.box(part([0, 0.16], [lift, lift + 0.46], [0, depth]), fabric)
    s.box(part([width - 0.16, width], [lift, lift + 0.46], [0, depth]), fabric)
    const seats = width > 1.7 ? 3 : width > 1.1 ? 2 : 1
    const seatWidth = (width - 0.32) / seats
    for (let index = 0; index < seats; index++) {
      const u0 = 0.16 + index * seatWidth
      s.box(part([u0 + 0.008, u0 + seatWidth - 0.008], [lift, lift + 0.32], [0.02, depth - 0.22]), cushion)
    }
    // Scatter cushions leaning on the back, at both ends.
    const cushions = options.cushions ?? []
    cushions.forEach((colour, index) => {
      const u0 = index % 2 === 0 ? 0.2 + Math.floor(index / 2) * 0.34 : width - 0.62 - Math.floor(index / 2) * 0.34
      s.box(part([u0, u0 + 0.42], [lift + 0.3, lift + 0.72], [depth - 0.5, depth - 0.4]), colour)
    })
  })
}

/** An armchair: a short, deep sofa on legs. */
export function armchair(s: Sketch, place: Placement, fabric: string, legs?: string): void {
  sofa(s, place, 0.86, fabric, { depth: 0.82, raised: true, back: 0.78, legs })
}

type ChairOptions = { width?: number; back?: number; seatHeight?: number }

/** A dining, desk or side chair: legs, seat and a back, seen from the front or from behind. */
export function chair(s: Sketch, place: Placement, seat: string, frame: string, options: ChairOptions = {}): void {
  const width = options.width ?? 0.46
  const back = options.back ?? 0.88
  const height = options.seatHeight ?? 0.45
  const part = (u: Span, y: Span, v: Span) => orient(place, u, y, v)
  const leg = (u: number, v: number) => part([u, u + 0.03], [0, height], [v, v + 0.03])
  const frontLegs = [leg(0.02, 0.02), leg(width - 0.05, 0.02)]
  const backLegs = [leg(0.02, width - 0.05), leg(width - 0.05, width - 0.05)]
  const seatBox = part([0, width], [height, height + 0.06], [0, width])
  const backBox = part([0.01, width - 0.01], [height + 0.06, back], [width - 0.05, width])
  s.floorShadow(part([0, width], [0, 0.1], [0, width]), 0.2)
  s.group(depthOf(place, width), () => {
    if (!seesFront(place, s.camera.x)) {
      for (const box of [...frontLegs, seatBox, ...backLegs, backBox]) s.box(box, box === seatBox || box === backBox ? seat : frame)
    } else {
      for (const box of [...backLegs, backBox, ...frontLegs, seatBox]) s.box(box, box === seatBox || box === backBox ? seat : frame)
    }
  })
}

/** A bar or counter stool: a round seat on a slim post. */
export function stool(s: Sketch, x: number, z: number, seat: string, metal: string, height = 0.75): void {
  s.group(z - 0.2, () => {
    s.cylinder(x, z, 0.16, 0, 0.012, metal)
    s.cylinder(x, z, 0.022, 0, height - 0.05, metal)
    s.cylinder(x, z, 0.15, 0.28, 0.3, metal)
    s.cylinder(x, z, 0.19, height - 0.06, height, seat)
  })
}

/** A long upholstered bench seat against a wall, with a tall back: a banquette. */
export function banquette(s: Sketch, place: Placement, length: number, fabric: string, base: string): void {
  const part = (u: Span, y: Span, v: Span) => orient(place, u, y, v)
  s.group(depthOf(place, 0.6, length), () => {
    s.box(part([0, length], [0, 0.12], [0.04, 0.6]), base)
    s.box(part([0, length], [0.12, 1.1], [0.45, 0.6]), fabric)
    const panels = Math.max(1, Math.round(length / 0.7))
    for (let index = 0; index < panels; index++) {
      const u0 = (index * length) / panels
      s.box(part([u0 + 0.01, u0 + length / panels - 0.01], [0.5, 1.06], [0.38, 0.46]), lighten(fabric, 0.06))
    }
    s.box(part([0, length], [0.12, 0.46], [0, 0.46]), lighten(fabric, 0.04))
  })
}

/** An office task chair: a five-star base on a post, a seat and a tall back. */
export function taskChair(s: Sketch, place: Placement, color: string, metal: string): void {
  const part = (u: Span, y: Span, v: Span) => orient(place, u, y, v)
  const seat = part([0, 0.5], [0.44, 0.52], [0, 0.48])
  const back = part([0.04, 0.46], [0.56, 1.02], [0.44, 0.5])
  const centre = { x: (seat.x0 + seat.x1) / 2, z: (seat.z0 + seat.z1) / 2 }
  s.group(depthOf(place, 0.5), () => {
    s.cylinder(centre.x, centre.z, 0.3, 0, 0.03, metal)
    s.cylinder(centre.x, centre.z, 0.025, 0.03, 0.44, metal)
    if (!seesFront(place, s.camera.x)) {
      s.box(seat, color)
      s.box(back, color)
    } else {
      s.box(back, color)
      s.box(seat, color)
    }
  })
}
