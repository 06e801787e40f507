import { pageBlocks } from '@/blocks/configs'
import { chooserDescriptionStyles } from '@/blocks/chooser'

const styles = chooserDescriptionStyles(pageBlocks)

/** The one-line descriptions under each section's name in the section chooser (see chooser.ts). */
export function SectionDescriptions() {
  // Set as HTML: as text React would write its quotes as entities, which a stylesheet does not read.
  return <style dangerouslySetInnerHTML={{ __html: styles }} />
}
