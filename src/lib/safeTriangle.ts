export type Point = { x: number; y: number }
export type Edge = { start: Point; end: Point }

/** Which side of the line a→b the point p lies on: positive on one side, negative on the other, 0 on it. */
const side = (a: Point, b: Point, p: Point) => (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)

/**
 * Whether a pointer at `point` is still on its way from `apex` (where it left a menu item) to the
 * near edge of that item's panel: inside the triangle of the apex and the edge's two ends, edges
 * included. A menu that stays open while this holds lets the pointer cut diagonally to the panel.
 */
export function inSafeTriangle(point: Point, apex: Point, edge: Edge): boolean {
  const sides = [side(apex, edge.start, point), side(edge.start, edge.end, point), side(edge.end, apex, point)]
  return sides.every((value) => value >= 0) || sides.every((value) => value <= 0)
}

/** The top edge of a box, the edge a pointer coming from above crosses to enter it. */
export const topEdge = (box: { left: number; right: number; top: number }): Edge => ({
  start: { x: box.left, y: box.top },
  end: { x: box.right, y: box.top },
})
