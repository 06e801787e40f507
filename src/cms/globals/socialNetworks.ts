/** The social profiles the header, footer and structured data link to, in display order. */
export const socialNetworks = ['facebook', 'twitter', 'instagram', 'whatsapp', 'linkedin'] as const
export type SocialNetwork = (typeof socialNetworks)[number]
