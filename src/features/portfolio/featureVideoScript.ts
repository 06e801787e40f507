/**
 * Served inline right after a feature video (ProjectVideo.tsx): the video plays by itself, and
 * pauses while the visitor's system asks for reduced motion. Inline, so that the case study loads
 * no script file before a touch (the video's poster is its largest picture: issue 25's LCP budget).
 */
export const featureVideoScript =
  "{const v=document.currentScript.previousElementSibling,m=matchMedia('(prefers-reduced-motion: reduce)'),f=()=>m.matches?v.pause():v.play().catch(()=>{});f();m.addEventListener('change',f)}"
