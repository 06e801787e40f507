import type { Attribution } from './params'

/** One line for the company's mail about a lead: where its visit came from ('direct' when nothing says). */
export function visitLine(lead: { [field in keyof Attribution]?: unknown }): string {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
  const source = [text(lead.utmSource) ?? text(lead.referrer), text(lead.utmMedium)].filter(Boolean).join(' / ')
  const campaign = text(lead.utmCampaign)
  const landing = text(lead.landingPage)
  const parts = [source || 'direct', campaign && `campaign ${campaign}`, landing && `landed on ${landing}`].filter(Boolean)
  return `Came from: ${parts.join(', ')}`
}
