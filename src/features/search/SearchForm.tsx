import { SearchIcon } from '@/components/icons/interface'
import { pageLanguage } from '@/features/site/pageContext'
import { localizedPath } from '@/lib/localePaths'
import { searchParamNames, searchPath } from '@/lib/routes'
import { words } from '@/features/site/words'

/** A plain GET form to the search page in the page's language: it works before any script loads. */
export function SearchForm({ defaultValue = '', autoFocus = false }: { defaultValue?: string; autoFocus?: boolean }) {
  const t = words().search
  return (
    <form action={localizedPath(pageLanguage(), searchPath)} method="get" role="search" className="flex w-full max-w-xl gap-2">
      <label htmlFor="site-search" className="sr-only">
        {t.label}
      </label>
      <input
        id="site-search"
        type="search"
        name={searchParamNames.query}
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        placeholder={t.placeholder}
        className="search-input"
      />
      <button type="submit" className="btn btn-primary">
        <SearchIcon className="size-4" />
        {t.button}
      </button>
    </form>
  )
}
