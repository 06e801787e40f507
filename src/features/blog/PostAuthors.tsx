import { MediaImage } from '@/components/MediaImage'
import { words } from '@/features/site/words'
import type { Author } from '@/payload-types'

/** Under a post's text: each of its authors, with their photo, name, role and short bio. */
export function PostAuthors({ authors }: { authors: Author[] }) {
  if (authors.length === 0) return null
  return (
    <section aria-labelledby="post-authors" className="mt-14 max-w-3xl border-t border-stone pt-8">
      <h2 id="post-authors" className="font-display text-2xl">
        {words().blog.aboutAuthors(authors.length)}
      </h2>
      <ul className="mt-6 space-y-6">
        {authors.map((author) => (
          <li key={author.id} className="flex items-start gap-4">
            <MediaImage media={author.photo} sizes="4rem" className="size-16 shrink-0 rounded-full object-cover" />
            <div>
              <p className="font-semibold">{author.name}</p>
              <p className="text-sm text-wine">{author.role}</p>
              <p className="mt-2 leading-relaxed text-ink-soft">{author.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
