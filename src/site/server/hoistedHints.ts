import type { ImageHint } from '@/components/preloadHints'

/**
 * The pictures a page preloads from its head (its LCP), known once its body is rendered: the eager
 * pictures announce themselves while React renders (PreloadHints, EagerImage). The layout renders
 * the body first (layouts/RenderedFirst.astro) while the head waits for the list: Astro renders the
 * rest of a template while one expression waits, and writes it all in order. (React's own preload
 * links cannot serve: @astrojs/react strips them from what React renders.)
 */
export type Hints = ReturnType<typeof hoistedHints>

// internals: first-picture-preloads
export function hoistedHints() {
  const images: ImageHint[] = []
  let settle: (images: ImageHint[]) => void = () => {}
  const ready = new Promise<ImageHint[]>((resolve) => (settle = resolve))
  return {
    add(hint: ImageHint) {
      if (!images.some((image) => image.src === hint.src)) images.push(hint)
    },
    /** The pictures, once the body is rendered (or failed to be: the head never waits forever). */
    images: ready,
    async renderFirst(render: () => Promise<string>): Promise<string> {
      try {
        return await render()
      } finally {
        settle(images)
      }
    },
  }
}
