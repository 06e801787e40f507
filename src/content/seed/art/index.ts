import sharp from 'sharp'

import { pickPalette } from './palette'
import { randomFrom } from './random'
import type { SceneContext } from './room'
import { bathroom } from './scenes/bathroom'
import { bedroom } from './scenes/bedroom'
import { cladding } from './scenes/cladding'
import { clinic } from './scenes/clinic'
import { exhibition } from './scenes/exhibition'
import { flooring } from './scenes/flooring'
import { gym } from './scenes/gym'
import { hotel } from './scenes/hotel'
import { joinery } from './scenes/joinery'
import { kitchen } from './scenes/kitchen'
import { living } from './scenes/living'
import { office } from './scenes/office'
import { padel } from './scenes/padel'
import { portrait } from './scenes/portrait'
import { pergola } from './scenes/pergola'
import { cafe, restaurant } from './scenes/restaurant'
import { retail } from './scenes/retail'
import { salon } from './scenes/salon'
import { studio } from './scenes/studio'
import { villa } from './scenes/villa'
import type { Subject } from './subjects'

export { drawLogo } from './logo'
export { type Subject, subjects } from './subjects'

/** One scene family per subject. */
const scenes: Record<Subject, (context: SceneContext) => string> = {
  living,
  kitchen,
  bathroom,
  bedroom,
  office,
  restaurant,
  cafe,
  retail,
  clinic,
  gym,
  padel,
  pergola,
  cladding,
  flooring,
  joinery,
  villa,
  hotel,
  salon,
  exhibition,
  studio,
  portrait,
}

/**
 * The SVG of a demo picture of `subject`. The key decides everything else (palette, time of day,
 * layout, viewpoint), so the same key always draws the same picture.
 */
export function pictureSvg(subject: Subject, key: string, width: number, height: number): string {
  const random = randomFrom(key)
  const palette = pickPalette(random)
  const mood = random.chance(0.22) ? 'dusk' : 'day'
  return scenes[subject]({ random, palette, width, height, mood })
}

/**
 * Draws a demo picture of `subject` and encodes it to WebP, without an alpha channel: the pictures
 * are opaque, and leaving it out makes them smaller and quicker to encode, here and in every size
 * the CMS makes of them.
 */
export async function drawPicture(subject: Subject, key: string, width = 1600, height = 900): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(subject, key, width, height)))
    .removeAlpha()
    .webp({ quality: 75, effort: 2, preset: 'picture' })
    .toBuffer()
}
