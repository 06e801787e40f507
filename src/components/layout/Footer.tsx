import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/contact'
import { ChevronDownIcon } from '@/components/icons/interface'
import { PageLink } from '@/components/PageLink'

import { CookieSettings } from '@/features/consent/CookieSettings'
import type { ConsentTags } from '@/features/consent/tags'
import { LeadForm } from '@/features/forms/LeadForm'
import { mailHref, telHref } from '@/lib/contact'
import { copyrightYears } from '@/lib/dates'
import type { ResolvedNavigation } from '@/features/site/menuLinks'
import type { Company } from '@/payload-types'
import { SocialLinks } from './TopBar'
import { words } from '@/features/site/words'

export function Footer({ company, navigation, tags }: { company: Company; navigation: ResolvedNavigation; tags: ConsentTags }) {
  const t = words().footer
  return (
    <footer className="bg-ink text-sand">
      {/* Light, and quieter than a page's closing call to act (often right above it): a sign-up, clearly apart. */}
      <section aria-labelledby="newsletter-title" className="border-t border-stone bg-sand text-ink">
        <div className="wrap grid gap-6 py-10 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="newsletter-title" className="font-display text-2xl">
              {t.newsletterHeading}
            </h2>
            <p className="mt-2 text-ink-soft">{t.newsletterText}</p>
          </div>
          <LeadForm form="newsletter" compact />
        </div>
      </section>

      <div className="wrap grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl text-white">{company.name}</p>
          <p className="mt-3 text-sm leading-relaxed text-sand/80">{company.about}</p>
          <SocialLinks company={company} className="mt-4 -ms-2" />
        </div>

        <div>
          <h2 className="footer-heading">{t.contact}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">{company.address}</address>
            </li>
            <li>
              <a href={telHref(company.phone)} className="flex gap-3 hover:text-white">
                <PhoneIcon className="mt-0.5 size-4 shrink-0" />
                {/* Left to right on Arabic pages too, so the '+' stays in front. */}
                <span dir="ltr">{company.phone}</span>
              </a>
            </li>
            <li>
              <a href={mailHref(company.email)} className="flex gap-3 break-all hover:text-white">
                <MailIcon className="mt-0.5 size-4 shrink-0" />
                {company.email}
              </a>
            </li>
          </ul>
        </div>

        <nav aria-labelledby="useful-links-title">
          <h2 id="useful-links-title" className="footer-heading">
            {t.usefulLinks}
          </h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {navigation.footerLinks.map((link) => (
              <li key={link.href}>
                <PageLink href={link.href} className="footer-link">
                  {link.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>

        <details className="self-start">
          <summary className="footer-heading flex items-center justify-between gap-2 rounded">
            {t.popularSearches}
            <ChevronDownIcon className="chevron size-4" />
          </summary>
          <ul className="mt-4 flex flex-wrap gap-2 text-sm">
            {(company.popularSearches ?? []).map((search, index) => (
              <li key={index}>
                <PageLink href={search.href} className="footer-chip">
                  {search.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </details>
      </div>

      <div className="border-t border-white/10">
        {/* Clear of the chat button, which floats over the end of the page on a phone. */}
        <p className="wrap pt-5 pb-24 text-sm text-sand/70 md:pb-5">
          © <span dir="ltr">{copyrightYears(company.copyrightYear)}</span>{` ${company.copyrightHolder}. ${t.rightsReserved}`}
          <CookieSettings tags={tags} />
        </p>
      </div>
    </footer>
  )
}
