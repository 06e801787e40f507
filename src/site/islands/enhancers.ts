import { hydratedEvent } from './due'

/** The scripts that enhance server-rendered markup without a framework of their own, by `data-enhance`. */
const enhancers: Record<string, () => Promise<{ default: (element: never) => void | Promise<void> }>> = {
  carousel: () => import('@/components/carousel/carousel'),
  consent: () => import('@/features/consent/client/consent'),
  lightbox: () => import('@/components/lightbox/lightbox'),
  menu: () => import('@/components/layout/menu'),
  sectors: () => import('@/features/portfolio/sectorFilter'),
  vacancies: () => import('@/blocks/vacancies/vacancies'),
}

/** Loads and runs the script of an element marked `data-enhance` (and waits for what it loads itself); then tells it it is live (triggers.ts). */
export async function enhance(element: HTMLElement) {
  const load = enhancers[element.dataset.enhance ?? '']
  if (!load) return
  const { default: run } = await load()
  await run(element as never) // each takes the kind of element it is named on
  element.dispatchEvent(new Event(hydratedEvent))
}
