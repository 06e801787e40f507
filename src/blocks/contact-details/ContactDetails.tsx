import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/contact'
import type { ReactNode } from 'react'

import { Hyperlink } from '@/components/Hyperlink'
import { SectionHeading } from '@/components/SectionHeading'
import { getCompany } from '@/features/site/queries'
import { mailHref, telHref } from '@/lib/contact'
import { openingHoursText } from '@/lib/openingHours'
import type { ContactDetailsBlock } from '@/payload-types'
import { pageLanguage } from '@/features/site/pageContext'
import { words } from '@/features/site/words'

function Tile({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="card bg-white">
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-sand text-wine" aria-hidden="true">
        {icon}
      </span>
      <h3 className="mt-4 font-display text-xl">{title}</h3>
      <div className="mt-2 text-ink-soft">{children}</div>
    </li>
  )
}

const link = 'font-semibold text-wine underline-offset-4 hover:underline'

/** Address (opens in a maps app), phone (calls), email and hours from Company details, then the onward links. */
export async function ContactDetails({ block }: { block: ContactDetailsBlock }) {
  const company = await getCompany()
  const headingId = `contact-${block.id}`
  const hours = openingHoursText(company.openingHours, pageLanguage())
  const t = words().contactDetails
  return (
    <section aria-labelledby={block.heading ? headingId : undefined} aria-label={block.heading ? undefined : t.label} className="wrap py-16">
      {block.heading && <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />}
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <Tile icon={<MapPinIcon className="size-5" />} title={t.visit}>
          <address className="not-italic">{company.address}</address>
          {company.mapUrl && (
            <a href={company.mapUrl} target="_blank" rel="noopener noreferrer" className={`${link} mt-3 inline-block`}>
              {t.openInMaps}
              <span className="sr-only">{t.opensInNewTab}</span>
            </a>
          )}
        </Tile>
        <Tile icon={<PhoneIcon className="size-5" />} title={t.call}>
          <a href={telHref(company.phone)} className={link} dir="ltr">
            {company.phone}
          </a>
        </Tile>
        <Tile icon={<MailIcon className="size-5" />} title={t.email}>
          <a href={mailHref(company.email)} className={`${link} break-all`}>
            {company.email}
          </a>
        </Tile>
        {hours && (
          <Tile icon={<ClockIcon className="size-5" />} title={t.hours}>
            <p>{hours}</p>
          </Tile>
        )}
      </ul>
      {block.links && block.links.length > 0 && (
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {block.links.map((item) => (
            <li key={item.id} className="rounded-lg bg-sand p-6">
              <h3 className="font-display text-xl">{item.title}</h3>
              {item.text && <p className="mt-2 text-ink-soft">{item.text}</p>}
              <Hyperlink href={item.href} className="btn btn-primary mt-4">
                {item.linkLabel}
              </Hyperlink>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
