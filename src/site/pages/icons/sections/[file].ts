/** The wireframe of a kind of section, shown in the admin's section chooser: /icons/sections/{name}.svg. */
import type { APIRoute } from 'astro'

import { chooserPicture, chooserPictureNames, type ChooserPictureName } from '@/blocks/chooserPictures'

export const GET: APIRoute = ({ params }) => {
  const name = params.file?.replace(/\.svg$/, '') as ChooserPictureName
  if (!params.file?.endsWith('.svg') || !chooserPictureNames.includes(name)) return new Response(null, { status: 404 })
  return new Response(chooserPicture(name), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' },
  })
}
