import { PageLink } from '@/components/PageLink'

import { OpenDialogButton } from '@/components/OpenDialogButton'
import { quoteDialogId } from '@/features/enquiry/dialogIds'
import type { ResolvedNavigation } from '@/features/site/menuLinks'
import type { Company } from '@/payload-types'
import type { ReactNode } from 'react'
import { DrawerActions } from './DrawerActions'
import { MainMenu } from './MainMenu'
import { TopBar } from './TopBar'

/** `menu` replaces the main menu (Astro places it as an island); by default the main menu itself. */
export function Header({ company, navigation, menu }: { company: Company; navigation: ResolvedNavigation; menu?: ReactNode }) {
  return (
    <header className="site-header">
      <TopBar company={company} />
      <div className="wrap flex items-center justify-between gap-3">
        <PageLink href="/" className="brand">
          {company.name}
        </PageLink>
        {menu ?? <MainMenu items={navigation.mainMenu} drawerExtra={<DrawerActions company={company} />} />}
        <OpenDialogButton dialogId={quoteDialogId} className="btn btn-primary hidden lg:inline-flex">
          Get a free Quote
        </OpenDialogButton>
      </div>
    </header>
  )
}
