import { type Locale, localeNames } from '@/lib/locales'

/** Where the switch leads: the same page in the other language, or that language's home. */
export type LanguageLink = { locale: Locale; href: string }

/** The other language, named in itself ('العربية', 'English'), for the page's readers of it. */
export function LanguageSwitch({ link }: { link: LanguageLink }) {
  return (
    <a href={link.href} lang={link.locale} hrefLang={link.locale} className="topbar-link" data-language-switch="">
      {localeNames[link.locale]}
    </a>
  )
}
