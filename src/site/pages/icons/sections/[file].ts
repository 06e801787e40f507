import { chooserPicture, chooserPictureNames, type ChooserPictureName } from '@/blocks/chooserPictures'

export const dynamic = 'force-static'
export const dynamicParams = false

export const generateStaticParams = () => chooserPictureNames.map((name) => ({ file: `${name}.svg` }))

/** The wireframe of a kind of section, shown in the admin's section chooser. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file.replace(/\.svg$/, '') as ChooserPictureName
  return new Response(chooserPicture(name), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' },
  })
}
