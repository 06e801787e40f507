/** Grid columns that leave no lonely last item: four across for 4 or 8 items, three otherwise. */
export const gridColumns = (count: number) =>
  count % 4 === 0 && count % 3 !== 0 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-2 lg:grid-cols-3'
