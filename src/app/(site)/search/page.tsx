import { SearchPage, searchMetadata, searchRequestOf } from '@/features/search/SearchPage'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function requestOf(searchParams: Props['searchParams']) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(await searchParams)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined) params.set(key, first)
  }
  return searchRequestOf(params)
}

export async function generateMetadata({ searchParams }: Props) {
  return searchMetadata(await requestOf(searchParams))
}

export default async function Search({ searchParams }: Props) {
  return <SearchPage {...await requestOf(searchParams)} />
}
