import { PageLink } from '@/components/PageLink'

import { OpenDialogButton } from '@/components/OpenDialogButton'
import { quoteDialogId } from '@/features/enquiry/dialogIds'
import type { ResolvedNavigation } from '@/features/site/menuLinks'
import type { Company } from '@/payload-types'
import { DrawerActions } from './DrawerActions'
import type { LanguageLink } from './LanguageSwitch'
import { MainMenu } from './MainMenu'
import { TopBar } from './TopBar'
import { words } from '@/features/site/words'

export function Header({ company, navigation, languageLink }: { company: Company; navigation: ResolvedNavigation; languageLink: LanguageLink }) {
  return (
    <header className="site-header">
      <TopBar company={company} languageLink={languageLink} />
      <div className="wrap flex items-center justify-between gap-3">
        <PageLink href="/" className="brand">
          {company.name}
        </PageLink>
        <MainMenu items={navigation.mainMenu} drawerExtra={<DrawerActions company={company} />} />
        <OpenDialogButton dialogId={quoteDialogId} className="btn btn-primary hidden lg:inline-flex">
          {words().enquiry.quote}
        </OpenDialogButton>
      </div>
    </header>
  )
}
