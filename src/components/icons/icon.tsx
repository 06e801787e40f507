import { createElement } from 'react'

/**
 * The site's icons, drawn from Lucide's (ISC licence, lucide-react 1.75.0): 24-unit grid, 2-unit
 * round stroke, hidden from assistive technology. lucide-react's own components are client
 * components, so every icon rendered on the server would ship its runtime to each page's first
 * JavaScript; these are plain SVG.
 */
export type Shape = [tag: 'path' | 'rect' | 'circle', attributes: Record<string, string>]

export function icon(shapes: Shape[]) {
  return function Icon({ className, strokeWidth = 2 }: { className?: string; strokeWidth?: number }) {
    return (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
      >
        {shapes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    )
  }
}
