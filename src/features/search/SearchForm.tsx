import { SearchIcon } from '@/components/icons/interface'
import { searchPath } from '@/lib/routes'

/** A plain GET form to /search: it works before any script loads. */
export function SearchForm({ defaultValue = '', autoFocus = false }: { defaultValue?: string; autoFocus?: boolean }) {
  return (
    <form action={searchPath} method="get" role="search" className="flex w-full max-w-xl gap-2">
      <label htmlFor="site-search" className="sr-only">
        Search the site
      </label>
      <input
        id="site-search"
        type="search"
        name="q"
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        placeholder="Search services, projects and articles"
        className="search-input"
      />
      <button type="submit" className="btn btn-primary">
        <SearchIcon className="size-4" />
        Search
      </button>
    </form>
  )
}
