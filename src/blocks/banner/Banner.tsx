import { Breadcrumb, type Crumb } from '@/components/Breadcrumb'
import { MediaImage } from '@/components/MediaImage'
import { ContactActions } from '@/features/enquiry/ContactActions'
import type { BannerBlock } from '@/payload-types'

/** The page's opening: its h1 over the picture, with the breadcrumb trail under it. */
export function Banner({ block, trail, first }: { block: BannerBlock; trail: Crumb[]; first: boolean }) {
  return (
    <section className="relative isolate overflow-hidden bg-ink text-white">
      <MediaImage media={block.image} sizes="100vw" fill priority={first} className="-z-10 object-cover opacity-45" />
      <div className="wrap flex min-h-72 flex-col justify-end gap-4 py-14 sm:min-h-96">
        <h1 className="max-w-4xl font-display text-4xl leading-tight sm:text-5xl lg:text-6xl">{block.heading}</h1>
        {block.tagline && <p className="max-w-2xl text-lg text-white/90">{block.tagline}</p>}
        {block.showContactActions && <ContactActions tone="dark" />}
        {block.showBreadcrumb !== false && trail.length > 0 && <Breadcrumb trail={trail} className="text-white/90" />}
      </div>
    </section>
  )
}
