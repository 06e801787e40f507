/**
 * Data for the page's own scripts, as JSON (a form's definition, a gallery's slides): read by them
 * when they load, never run. `<` is escaped so no text can close the script element.
 */
export function JsonData({ data, ...attributes }: { data: unknown; id?: string } & Record<`data-${string}`, string>) {
  return <script type="application/json" {...attributes} dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
