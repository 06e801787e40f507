import { siFacebook, siInstagram, siWhatsapp, siX } from 'simple-icons'

import { type SocialNetwork, socialNetworks } from '@/cms/globals/socialNetworks'

/** LinkedIn's mark is not in simple-icons; this is the usual 'in' glyph. */
const linkedinPath =
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3V9.5zm6.5 0h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.3c0-1.27-.02-2.9-1.77-2.9-1.77 0-2.04 1.38-2.04 2.8V21h-4V9.5z'

const paths: Record<SocialNetwork, string> = {
  facebook: siFacebook.path,
  twitter: siX.path,
  instagram: siInstagram.path,
  whatsapp: siWhatsapp.path,
  linkedin: linkedinPath,
}

export const socialLabels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn',
}

export const socialSpritePath = '/icons/social.svg'

/** Every social mark as a <symbol>, served once at socialSpritePath. */
export const socialSymbols = () =>
  socialNetworks.map((network) => `<symbol id="${network}" viewBox="0 0 24 24" fill="currentColor"><path d="${paths[network]}"/></symbol>`)

export function SocialIcon({ network, className = 'size-4' }: { network: SocialNetwork; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${socialSpritePath}#${network}`} />
    </svg>
  )
}
