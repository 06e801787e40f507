import type { Box } from '../sketch'

/** Where a piece stands: the front-left corner of its footprint, and which way its front faces. */
export type Placement = { x: number; z: number; facing: 'camera' | 'left' | 'right' | 'away' }

export type Span = readonly [number, number]

/**
 * A block given in the piece's own measures (u across its width from its left, y up, v from its
 * front backwards) turned into the room's.
 */
export function orient({ x, z, facing }: Placement, [u0, u1]: Span, [y0, y1]: Span, [v0, v1]: Span): Box {
  switch (facing) {
    case 'camera':
      return { x0: x + u0, x1: x + u1, y0, y1, z0: z + v0, z1: z + v1 }
    case 'away':
      return { x0: x + u0, x1: x + u1, y0, y1, z0: z - v1, z1: z - v0 }
    case 'right':
      return { x0: x - v1, x1: x - v0, y0, y1, z0: z + u0, z1: z + u1 }
    case 'left':
      return { x0: x + v0, x1: x + v1, y0, y1, z0: z + u0, z1: z + u1 }
  }
}

/** The distance at which a piece is drawn among the others: its nearest edge. */
export function depthOf(place: Placement, depth: number, width = 0): number {
  switch (place.facing) {
    case 'away':
      return place.z - depth
    case 'camera':
      return place.z
    default:
      return place.z + Math.min(width, 0)
  }
}

/** Whether the camera sees a piece's front (or its back), by where it stands and which way the piece faces. */
export function seesFront(place: Placement, cameraX: number): boolean {
  switch (place.facing) {
    case 'camera':
      return true
    case 'away':
      return false
    case 'right':
      return cameraX > place.x
    case 'left':
      return cameraX < place.x
  }
}
