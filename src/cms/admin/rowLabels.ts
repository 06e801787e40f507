/**
 * Labels of array rows and blocks in the admin, read from the row's own content (RowLabel.tsx,
 * BlockLabel.tsx) instead of Payload's 'Item 01' and 'Untitled'. Spread into a field's or block's `admin`.
 */
export type RowLabelProps = {
  /** The row's fields to read, best first: the first with any words labels the row. */
  fields: readonly string[]
  /** The label of a row that has no words yet, e.g. 'New FAQ item'. */
  fallback: string
  /** An upload field whose picture's alt labels the row when none of `fields` has words. */
  pictureField?: string
  /** A date field shown before the words, in the company's time zone ('24 Nov 2026, 10:15 · Called…'). */
  timeField?: string
}

export const labelRowsBy = (props: RowLabelProps) => ({
  components: { RowLabel: { path: '@/cms/admin/RowLabel#RowLabel', clientProps: props } },
})

export const labelBlockBy = (props: RowLabelProps) => ({
  components: { Label: { path: '@/cms/admin/BlockLabel#BlockLabel', clientProps: props } },
})
