import { type Locale, localeNames } from '@/lib/locales'

/** Where the switch leads: the same page in the other language, or that language's home. */
export type LanguageLink = { locale: Locale; href: string }

/** The other language, named in itself ('العربية', 'English'), for the page's readers of it. */
export function LanguageSwitch({ link, className = '' }: { link: LanguageLink; className?: string }) {
  return (
    <a href={link.href} lang={link.locale} hrefLang={link.locale} className={`topbar-link ${className}`} data-language-switch="">
      {localeNames[link.locale]}
    </a>
  )
}
