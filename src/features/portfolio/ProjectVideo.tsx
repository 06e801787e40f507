import { useContext } from 'react'

import { PreloadHints } from '@/components/preloadHints'
import { featureVideoScript } from './featureVideoScript'
import { words } from '@/features/site/words'

type Props = { src: string; poster?: string; title: string; width: number; height: number; feature: boolean }

/**
 * A case-study video at its true aspect ratio, with controls. The feature video loops muted and
 * starts by itself, except for visitors who ask their system for reduced motion (featureVideoScript.ts,
 * inline after it). Its poster is the page's largest picture: preloaded at high priority from the
 * page's head (PreloadHints).
 */
export function ProjectVideo({ src, poster, title, width, height, feature }: Props) {
  const hint = useContext(PreloadHints)
  if (feature && poster) hint?.({ src: poster })
  const t = words().portfolio
  return (
    <>
      <video
        controls
        playsInline
        preload={feature ? 'auto' : 'metadata'}
        muted={feature}
        loop={feature}
        poster={poster}
        width={width}
        height={height}
        aria-label={title}
        className="h-auto w-full bg-ink"
      >
        <source src={src} type="video/mp4" />
        <p>
          {t.videoUnsupported} <a href={src}>{t.downloadVideo}</a> ({title}).
        </p>
      </video>
      {feature && <script dangerouslySetInnerHTML={{ __html: featureVideoScript }} />}
    </>
  )
}
