import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * Refuses to delete an author or a category that posts still name (`field` of the posts): a post
 * would lose its byline or its place on the blog without its editor knowing.
 */
export const keepWhilePostsName =
  (field: 'authors' | 'categories', what: string): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const { totalDocs } = await req.payload.count({ collection: 'posts', where: { [field]: { in: [id] } }, req })
    if (totalDocs > 0) {
      throw new APIError(`${totalDocs} blog post(s) name this ${what}: take it off them first.`, 400, null, true)
    }
  }
