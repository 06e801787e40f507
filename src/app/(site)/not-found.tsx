import { NotFoundPage, notFoundMetadata } from '@/features/site/NotFoundPage'

export const metadata = notFoundMetadata
export default NotFoundPage
