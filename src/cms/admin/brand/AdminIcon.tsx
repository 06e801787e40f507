/** The icon atop the admin's menu: the admin's favicon (src/app/icons/admin.svg), where Payload would show its own. */
export function AdminIcon() {
  // eslint-disable-next-line @next/next/no-img-element -- a small SVG, drawn as it is
  return <img src="/icons/admin.svg" alt="Site admin" width={26} height={26} />
}
