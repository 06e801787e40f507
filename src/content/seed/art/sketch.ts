import { darken, mix } from './color'

/** A point in the room, in metres: x across, y up from the floor, z away from the camera. */
export type Point = readonly [x: number, y: number, z: number]

/**
 * A pinhole camera standing at z = 0 and looking along +z, with a shifted lens (the vanishing
 * point at cx, cy) as in architectural photography, so verticals stay vertical.
 */
export type Camera = { x: number; y: number; focal: number; cx: number; cy: number }

/** An axis-aligned block, in metres. */
export type Box = { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number }

/** Depths for layers that always lie behind the furniture: the room's planes, then what is on them. */
export const layer = { planes: 1e6, surface: 1e5, onSurface: 9e4 } as const

const nearest = 0.05

/** A coordinate rounded to a tenth of a pixel: enough for the eye, short in the SVG. */
export const px = (value: number) => String(Math.round(value * 10) / 10)

/** A length in metres, for SVG drawn on a plane with `flat`: to the millimetre. */
export const m = (value: number) => String(Math.round(value * 1000) / 1000)

type Stop = readonly [offset: number, color: string, opacity?: number]

export type BoxStyle = {
  /** Colour of the top, lighter by default. */
  top?: string
  /** Colour of the sides, shaded by the light's direction by default. */
  side?: string
  /** Extra SVG attributes of every face. */
  attributes?: string
  /** Draws the block as if it were this far away (default: its front). */
  depth?: number
}

/**
 * Collects the shapes of one picture, projected through the camera, and writes them as SVG from
 * the farthest to the nearest (a painter's order), with shared gradients in <defs>.
 */
export class Sketch {
  private readonly shapes: { depth: number; order: number; svg: string }[] = []

  constructor(
    readonly width: number,
    readonly height: number,
    readonly camera: Camera,
    /** Where the main light comes from: -1 the left, 1 the right. */
    readonly lightSide: -1 | 1,
    readonly lightColor: string,
    /** Gradients and clip paths by their markup, shared with the views through openings. */
    private readonly definitions = new Map<string, { id: string; svg: string }>(),
  ) {}

  /** A definition in <defs>, written once however many shapes use it; returns its url(). */
  private define(key: string, make: (id: string) => string): string {
    let entry = this.definitions.get(key)
    if (!entry) {
      const id = `d${this.definitions.size}`
      entry = { id, svg: make(id) }
      this.definitions.set(key, entry)
    }
    return `url(#${entry.id})`
  }

  project([x, y, z]: Point): [number, number] {
    const { camera } = this
    const depth = Math.max(z, nearest)
    return [camera.cx + (camera.focal * (x - camera.x)) / depth, camera.cy - (camera.focal * (y - camera.y)) / depth]
  }

  /** Pixels per metre at a depth. */
  scaleAt(z: number): number {
    return this.camera.focal / Math.max(z, nearest)
  }

  points(points: readonly Point[]): string {
    return points.map((point) => this.project(point).map(px).join(',')).join(' ')
  }

  /**
   * Many polygons of one fill as the subpaths of a single path: the renderer handles one element
   * instead of hundreds (boards of a floor). Polygons out of view or too small to see are left out.
   */
  outline(polygons: readonly (readonly Point[])[]): string {
    return polygons
      .filter((polygon) => this.visibleFace(polygon))
      .map((polygon) => `M${polygon.map((point) => this.project(point).map(px).join(' ')).join('L')}Z`)
      .join('')
  }

  /** Whether any of a shape through these points can be in the picture (its bounding box meets the frame). */
  inView(points: readonly Point[]): boolean {
    let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity]
    for (const point of points) {
      const [x, y] = this.project(point)
      left = Math.min(left, x)
      right = Math.max(right, x)
      top = Math.min(top, y)
      bottom = Math.max(bottom, y)
    }
    return right >= 0 && left <= this.width && bottom >= 0 && top <= this.height
  }

  private capture: string[] | null = null

  add(depth: number, svg: string): void {
    if (this.capture) this.capture.push(svg)
    else this.shapes.push({ depth, order: this.shapes.length, svg })
  }

  /** Draws a piece made of several parts in the order they are drawn, as one shape at one depth. */
  group(depth: number, draw: () => void): void {
    const outer = this.capture
    const parts: string[] = []
    this.capture = parts
    try {
      draw()
    } finally {
      this.capture = outer
    }
    this.add(depth, parts.join(''))
  }

  /**
   * A view through an opening (a shop window): a drawing with its own painter's order, seen only
   * within the rectangle from `from` to `to` on a plane parallel to the picture.
   */
  through(from: Point, to: Point, depth: number, draw: (inside: Sketch) => void): void {
    const inside = new Sketch(this.width, this.height, this.camera, this.lightSide, this.lightColor, this.definitions)
    draw(inside)
    const [x0, y0] = this.project(from)
    const [x1, y1] = this.project(to)
    const rect =
      `<rect x="${px(Math.min(x0, x1))}" y="${px(Math.min(y0, y1))}" width="${px(Math.abs(x1 - x0))}"` +
      ` height="${px(Math.abs(y1 - y0))}"/>`
    const clip = this.define(`clip|${rect}`, (id) => `<clipPath id="${id}">${rect}</clipPath>`)
    this.add(depth, `<g clip-path="${clip}">${inside.body()}</g>`)
  }

  polygon(points: readonly Point[], fill: string, depth: number, attributes = ''): void {
    if (!this.inView(points)) return
    this.add(depth, `<polygon points="${this.points(points)}" fill="${fill}"${attributes ? ` ${attributes}` : ''}/>`)
  }

  /** A gradient in <defs>, shared by every shape that asks for the same one; returns its url(). */
  gradient(kind: 'linear' | 'radial', stops: readonly Stop[], attributes: string): string {
    const body = stops
      .map(
        ([offset, color, opacity = 1]) =>
          `<stop offset="${offset}" stop-color="${color}"${opacity === 1 ? '' : ` stop-opacity="${opacity}"`}/>`,
      )
      .join('')
    return this.define(`${kind}|${attributes}|${body}`, (id) => `<${kind}Gradient id="${id}" ${attributes}>${body}</${kind}Gradient>`)
  }

  /** A vertical gradient from `top` to `bottom` over a shape's bounding box. */
  vertical(stops: readonly Stop[]): string {
    return this.gradient('linear', stops, 'x1="0" y1="0" x2="0" y2="1"')
  }

  horizontal(stops: readonly Stop[]): string {
    return this.gradient('linear', stops, 'x1="0" y1="0" x2="1" y2="0"')
  }

  /** The soft light around a lamp, in pixels: a glow, kept small because its cost grows with its area. */
  halo(cx: number, cy: number, radius: number, color: string, strength: number, squash = 1): string {
    return `<ellipse cx="${px(cx)}" cy="${px(cy)}" rx="${px(radius)}" ry="${px(radius * squash)}" fill="${this.glow(color, strength)}"/>`
  }

  /** A soft glow: the colour at the centre fading to nothing at the edge. */
  glow(color: string, opacity: number): string {
    return this.gradient(
      'radial',
      [
        [0, color, opacity],
        [0.45, color, opacity * 0.45],
        [1, color, 0],
      ],
      'cx="0.5" cy="0.5" r="0.5"',
    )
  }

  /** The colours of a block's faces: the top catches the light, the side facing the light is warmer. */
  faceColors(color: string, style: BoxStyle = {}) {
    const lit = mix(color, this.lightColor, 0.12)
    const dark = darken(color, 0.2)
    return {
      front: color,
      top: style.top ?? mix(color, '#ffffff', 0.1),
      bottom: darken(color, 0.32),
      left: style.side ?? (this.lightSide < 0 ? lit : dark),
      right: style.side ?? (this.lightSide > 0 ? lit : dark),
    }
  }

  /** A face's colour by the way it faces: towards the light warmer, away from it darker. */
  shadeFace(color: string, normalX: number): string {
    const lit = Math.max(0, normalX * this.lightSide)
    const away = Math.max(0, -normalX * this.lightSide)
    return darken(mix(color, this.lightColor, 0.12 * lit), 0.2 * away)
  }

  /**
   * An upright solid on any footprint (a curved desk as many short sides, an angled wall): its top
   * and the sides that face the camera, farthest first.
   */
  prism(
    footprint: readonly (readonly [number, number])[],
    y0: number,
    y1: number,
    color: string,
    options: { top?: string; depth?: number } = {},
  ): void {
    const { camera } = this
    const area = footprint.reduce((sum, [x, z], index) => {
      const [nx, nz] = footprint[(index + 1) % footprint.length]!
      return sum + x * nz - nx * z
    }, 0)
    const turn = area > 0 ? 1 : -1
    const sides: { distance: number; svg: string }[] = []
    footprint.forEach(([ax, az], index) => {
      const [bx, bz] = footprint[(index + 1) % footprint.length]!
      const length = Math.hypot(bx - ax, bz - az) || 1
      const normal = [((bz - az) / length) * turn, (-(bx - ax) / length) * turn] as const
      if (normal[0] * (camera.x - ax) + normal[1] * (0 - az) <= 0) return
      const points: Point[] = [
        [ax, y0, az],
        [bx, y0, bz],
        [bx, y1, bz],
        [ax, y1, az],
      ]
      sides.push({
        distance: Math.hypot((ax + bx) / 2 - camera.x, (az + bz) / 2),
        svg:
          `<polygon points="${this.points(points)}" fill="${this.shadeFace(color, normal[0])}"` +
          ` stroke="${this.shadeFace(color, normal[0])}" stroke-width="0.6"/>`,
      })
    })
    const top =
      camera.y > y1
        ? `<polygon points="${this.points(footprint.map(([x, z]) => [x, y1, z] as const))}"` +
          ` fill="${options.top ?? mix(color, '#ffffff', 0.1)}"/>`
        : ''
    const bottom =
      camera.y < y0
        ? `<polygon points="${this.points(footprint.map(([x, z]) => [x, y0, z] as const))}" fill="${darken(color, 0.32)}"/>`
        : ''
    const body = sides
      .sort((a, b) => b.distance - a.distance)
      .map((side) => side.svg)
      .join('')
    this.add(options.depth ?? Math.min(...footprint.map(([, z]) => z)), bottom + body + top)
  }

  /** An axis-aligned block with the faces the camera sees. */
  box(box: Box, color: string, style: BoxStyle = {}): void {
    const { x0, x1, y0, y1, z0, z1 } = box
    const { camera } = this
    const colors = this.faceColors(color, style)
    const faces: [readonly Point[], string][] = []
    if (camera.x < x0)
      faces.push([
        [
          [x0, y0, z0],
          [x0, y1, z0],
          [x0, y1, z1],
          [x0, y0, z1],
        ],
        colors.left,
      ])
    if (camera.x > x1)
      faces.push([
        [
          [x1, y0, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x1, y0, z1],
        ],
        colors.right,
      ])
    if (camera.y > y1)
      faces.push([
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        colors.top,
      ])
    if (camera.y < y0)
      faces.push([
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        colors.bottom,
      ])
    faces.push([
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      colors.front,
    ])
    const attributes = style.attributes ? ` ${style.attributes}` : ''
    const svg = faces
      .filter(([points]) => this.visibleFace(points))
      .map(([points, fill]) => `<polygon points="${this.points(points)}" fill="${fill}"${attributes}/>`)
      .join('')
    if (svg) this.add(style.depth ?? z0, svg)
  }

  /** Whether a face is worth drawing: in view, and more than a sliver (the side of a chair leg far off is not). */
  visibleFace(points: readonly Point[]): boolean {
    if (!this.inView(points)) return false
    const corners = points.map((point) => this.project(point))
    let area = 0
    corners.forEach(([x, y], index) => {
      const [nx, ny] = corners[(index + 1) % corners.length]!
      area += x * ny - nx * y
    })
    return Math.abs(area) / 2 > 1.5
  }

  /**
   * SVG drawn in metres on a plane parallel to the picture at depth z (y up): shapes there keep
   * their form, only smaller with distance, so arches, circles and text-free signs are plain SVG.
   */
  flat(z: number, body: string, depth = z): void {
    const scale = this.scaleAt(z)
    const { camera } = this
    const tx = camera.cx - scale * camera.x
    const ty = camera.cy + scale * camera.y
    const s = Number(scale.toFixed(3))
    this.add(depth, `<g transform="matrix(${s} 0 0 ${-s} ${px(tx)} ${px(ty)})">${body}</g>`)
  }

  /** A straight line between two points, `width` pixels wide at the nearer end. */
  line(from: Point, to: Point, stroke: string, width: number, depth: number, attributes = ''): void {
    const [x1, y1] = this.project(from)
    const [x2, y2] = this.project(to)
    this.add(
      depth,
      `<line x1="${px(x1)}" y1="${px(y1)}" x2="${px(x2)}" y2="${px(y2)}" stroke="${stroke}"` +
        ` stroke-width="${px(width)}"${attributes ? ` ${attributes}` : ''}/>`,
    )
  }

  /**
   * An upright cylinder (stool seat, pot, column, round table top): a shaded body and the ellipse
   * of its top (or bottom when seen from below).
   */
  cylinder(x: number, z: number, radius: number, y0: number, y1: number, color: string, depth = z - radius): void {
    const scale = this.scaleAt(z)
    const rx = radius * scale
    const [cx, top] = this.project([x, y1, z])
    const [, bottom] = this.project([x, y0, z])
    const squash = (y: number) => Math.max(0.5, (rx * Math.abs(y - this.camera.y)) / z)
    const body = this.horizontal([
      [0, darken(color, 0.22)],
      [this.lightSide < 0 ? 0.3 : 0.7, mix(color, this.lightColor, 0.15)],
      [1, darken(color, 0.22)],
    ])
    const [l, r] = [px(cx - rx), px(cx + rx)]
    const below = squash(y0)
    const above = squash(y1)
    const path = `M${l} ${px(top)}L${l} ${px(bottom)}A${px(rx)} ${px(below)} 0 0 0 ${r} ${px(bottom)}L${r} ${px(top)}Z`
    const cap =
      this.camera.y > y1
        ? `<ellipse cx="${px(cx)}" cy="${px(top)}" rx="${px(rx)}" ry="${px(above)}" fill="${mix(color, '#ffffff', 0.12)}"/>`
        : ''
    this.add(depth, `<path d="${path}" fill="${body}"/>${cap}`)
  }

  /** A soft round shadow on the floor under something round: a table, a stool, a pot. */
  roundShadow(x: number, z: number, radius: number, strength = 0.3, color = '#2a211a'): void {
    const ring = (r: number): Point[] =>
      Array.from({ length: 20 }, (_, index) => {
        const angle = (index / 20) * Math.PI * 2
        return [x + Math.cos(angle) * r, 0.002, z + Math.sin(angle) * r] as const
      })
    this.polygon(ring(radius * 1.25), color, z - radius, `fill-opacity="${strength * 0.35}"`)
    this.polygon(ring(radius * 0.95), color, z - radius, `fill-opacity="${strength * 0.55}"`)
  }

  /** A soft shadow on the floor under a block. */
  floorShadow(box: Box, strength = 0.3, color = '#2a211a'): void {
    const grow = (amount: number): Point[] => [
      [box.x0 - amount, 0.002, box.z0 - amount],
      [box.x1 + amount, 0.002, box.z0 - amount],
      [box.x1 + amount, 0.002, box.z1 + amount],
      [box.x0 - amount, 0.002, box.z1 + amount],
    ]
    const depth = box.z0 + 0.001
    this.polygon(grow(0.18), color, depth, `fill-opacity="${strength * 0.35}"`)
    this.polygon(grow(0.06), color, depth, `fill-opacity="${strength * 0.55}"`)
  }

  toSvg(): string {
    const defs = [...this.definitions.values()].map((definition) => definition.svg).join('')
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}"` +
      ` height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${defs}</defs>${this.body()}</svg>`
    )
  }

  /** The shapes, farthest first. */
  private body(): string {
    return [...this.shapes]
      .sort((a, b) => b.depth - a.depth || a.order - b.order)
      .map((shape) => shape.svg)
      .join('')
  }
}
