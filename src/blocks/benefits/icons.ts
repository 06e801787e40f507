import { BadgeCheckIcon, HandshakeIcon, LayoutGridIcon, WalletIcon } from '@/components/icons/benefits'
import { ClockIcon } from '@/components/icons/contact'

/** The pictograms an editor can give a benefit. */
export const benefitIcons = {
  time: ClockIcon,
  reliability: HandshakeIcon,
  quality: BadgeCheckIcon,
  budget: WalletIcon,
  space: LayoutGridIcon,
} as const
