/** Where a grid turns to two columns: from the start, or from a breakpoint (written out whole for Tailwind). */
const spanTwo = { start: 'col-span-2', sm: 'sm:col-span-2', md: 'md:col-span-2' } as const

/** Whether the first of `count` items takes two of three columns (then it is wide: lay it out so). */
export const leadIsWideInThree = (count: number) => count % 3 === 1 && count > 1

/**
 * Classes for the first item of a grid of `count` items laid out in two columns (from `twoFrom`),
 * then three on wide screens (`lg:grid-cols-3`): it spans two columns where that keeps a single
 * item from sitting alone on the last row.
 */
export function leadItemSpan(count: number, twoFrom: keyof typeof spanTwo): string {
  const inTwo = count % 2 === 1 ? spanTwo[twoFrom] : ''
  const inThree = leadIsWideInThree(count) ? 'lg:col-span-2' : 'lg:col-span-1'
  return `${inTwo} ${inThree}`.trim()
}

const wideColumns = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' } as const

/**
 * A grid of `count` photos of one shape, two columns then three or more on wide screens: a photo
 * spanning columns would change its row's height, so on wide screens the column count changes
 * instead (3, else 4, else 5), and in two columns the first photo takes the whole first row.
 */
export function photoGrid(count: number): { columns: 3 | 4 | 5; list: string; lead: string } {
  const columns = ([3, 4, 5] as const).find((each) => count % each !== 1) ?? 3
  return { columns, list: `grid grid-cols-2 ${wideColumns[columns]}`, lead: count % 2 === 1 && count > 1 ? 'col-span-2 lg:col-span-1' : '' }
}
