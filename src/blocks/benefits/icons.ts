import { BadgeCheck, Clock, Handshake, LayoutGrid, Wallet } from 'lucide-react'

/** The pictograms an editor can give a benefit. */
export const benefitIcons = {
  time: Clock,
  reliability: Handshake,
  quality: BadgeCheck,
  budget: Wallet,
  space: LayoutGrid,
} as const
