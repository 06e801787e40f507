/**
 * The site's icons, drawn from Lucide's (ISC licence, lucide-react 1.75.0): 24-unit grid, 2-unit
 * round stroke, hidden from assistive technology. Each icon's shapes are drawn once, as a <symbol>
 * of the sprite served at uiSpritePath (sprite.ts); a page only refers to it, so an icon costs a
 * few bytes of its HTML and RSC payload instead of its paths. The stroke width is left to the page
 * (globals.css), so one icon can be drawn finer: `*:stroke-[1.5]` on its className.
 */
export type Shape = [tag: 'path' | 'rect' | 'circle', attributes: Record<string, string>]

export const uiSpritePath = '/icons/ui.svg'

export type Icon = ((props: { className?: string }) => React.JSX.Element) & { symbol: string }

const attributesOf = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('')

/** `points`: an icon pointing along the line of text (an arrow, a chevron), mirrored on right-to-left pages (globals.css). */
export function icon(id: string, shapes: Shape[], { points = false } = {}): Icon {
  const Icon = ({ className }: { className?: string }) => (
    <svg aria-hidden="true" className={points ? `icon-points ${className ?? ''}`.trim() : className}>
      <use href={`${uiSpritePath}#${id}`} />
    </svg>
  )
  const symbol =
    `<symbol id="${id}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">` +
    `${shapes.map(([tag, attributes]) => `<${tag}${attributesOf(attributes)}/>`).join('')}</symbol>`
  return Object.assign(Icon, { symbol })
}
