/** The benefits strip (SPEC §2.6): its wordings, the icon of each and the line under it. */

type Benefit = { title: string; text: string; icon: 'time' | 'reliability' | 'quality' | 'budget' | 'space' }

const timely: Benefit = {
  title: 'Timely Delivery',
  text: 'A programme agreed before work starts, tracked every week and kept.',
  icon: 'time',
}
const quality: Benefit = {
  title: 'Ensured Quality',
  text: 'Inspected at every stage and backed by a one-year workmanship warranty.',
  icon: 'quality',
}
const space: Benefit = {
  title: 'Complete Space Utilization',
  text: 'Layouts and joinery that put every square foot to work.',
  icon: 'space',
}

/** Commercial pages use the short wordings. */
const businessWording: Benefit[] = [
  timely,
  { title: 'Professional & Reliable', text: 'One accountable team and one point of contact from brief to handover.', icon: 'reliability' },
  quality,
  { title: 'Within a Budget', text: 'Itemised costs agreed up front, with payments tied to milestones.', icon: 'budget' },
]

/** Homes use the longer ones. */
const homeWording: Benefit[] = [
  timely,
  { title: 'Professionalism & Reliability', text: 'Respectful crews, tidy sites and a designer who answers your calls.', icon: 'reliability' },
  quality,
  { title: 'On budget with no surprises', text: 'A fixed, itemised quotation, and no full payment asked up front.', icon: 'budget' },
]

export const benefitsHeading = 'What can you expect with us'

export function benefitsFor({ homes, spaceUtilization }: { homes: boolean; spaceUtilization: boolean }): Benefit[] {
  const wording = homes ? homeWording : businessWording
  return spaceUtilization ? [...wording, space] : wording
}
