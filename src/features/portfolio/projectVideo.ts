/** A feature video (ProjectVideo.tsx) plays by itself, and pauses while the visitor's system asks for reduced motion. */
export default function enhanceFeatureVideo(video: HTMLVideoElement) {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
  const follow = () => (reduced.matches ? video.pause() : video.play().catch(() => undefined))
  follow()
  reduced.addEventListener('change', follow)
}
