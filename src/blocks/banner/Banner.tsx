import { Breadcrumb, type Crumb } from '@/components/Breadcrumb'
import { MediaImage } from '@/components/MediaImage'
import { ContactActions } from '@/features/enquiry/ContactActions'
import type { BannerBlock } from '@/payload-types'

/**
 * The page's opening: its h1 over the picture, with the breadcrumb trail under it. The picture is
 * shown at full strength; a gradient darkens only the corner the words sit in. The home page's
 * banner is the hero: nearly the whole first screen.
 */
export function Banner({ block, trail, first, hero }: { block: BannerBlock; trail: Crumb[]; first: boolean; hero: boolean }) {
  return (
    <section className={`relative isolate flex overflow-hidden bg-ink text-white ${hero ? 'min-h-[85svh]' : 'min-h-56 sm:min-h-64'}`}>
      <MediaImage media={block.image} sizes="100vw" fill priority={first} className="-z-20 object-cover" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-ink/85 via-ink/35 to-transparent sm:bg-linear-to-tr sm:via-ink/25"
      />
      <div className={`wrap flex flex-col justify-end gap-4 ${hero ? 'pt-32 pb-16 sm:pb-20' : 'pt-24 pb-10'}`}>
        <h1 className={`max-w-4xl font-display leading-[1.08] ${hero ? 'text-5xl sm:text-6xl lg:text-7xl' : 'text-4xl sm:text-5xl'}`}>
          {block.heading}
        </h1>
        {block.tagline && <p className="max-w-2xl text-lg text-white/90 sm:text-xl">{block.tagline}</p>}
        {block.showContactActions && <ContactActions tone="dark" />}
        {block.showBreadcrumb !== false && trail.length > 0 && <Breadcrumb trail={trail} className="text-sm text-white/85" />}
      </div>
    </section>
  )
}
