'use client'

import { useEffect, useRef } from 'react'
import { preload } from 'react-dom'

type Props = { src: string; poster?: string; title: string; width: number; height: number; feature: boolean }

/**
 * A case-study video at its true aspect ratio, with controls. The feature video loops muted and
 * starts by itself, except for visitors who ask their system for reduced motion. Its poster is the
 * page's largest picture: preloaded at high priority from this client component, so the hint is in
 * this page's HTML and not in the payload other pages prefetch (see EagerImage).
 */
export function ProjectVideo({ src, poster, title, width, height, feature }: Props) {
  const video = useRef<HTMLVideoElement>(null)
  if (feature && poster) preload(poster, { as: 'image', fetchPriority: 'high' })
  useEffect(() => {
    const element = video.current
    if (!feature || !element) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
    const follow = () => (reduced.matches ? element.pause() : element.play().catch(() => undefined))
    follow()
    reduced.addEventListener('change', follow)
    return () => reduced.removeEventListener('change', follow)
  }, [feature])
  return (
    <video
      ref={video}
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
        Your browser cannot play this video. <a href={src}>Download it</a> ({title}).
      </p>
    </video>
  )
}
