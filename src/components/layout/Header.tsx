import { PageLink } from '@/components/PageLink'

import { OpenDialogButton } from '@/components/OpenDialogButton'
import { quoteDialogId } from '@/features/enquiry/dialogIds'
import type { Company, Navigation } from '@/payload-types'
import { DrawerActions } from './DrawerActions'
import { MainMenu, type MenuItem } from './MainMenu'
import { TopBar } from './TopBar'

const menuItems = (navigation: Navigation): MenuItem[] =>
  navigation.mainMenu.map((item) => ({
    label: item.label,
    href: item.href,
    groups: (item.groups ?? []).map((group) => ({
      label: group.label,
      links: group.links.map((link) => ({ label: link.label, href: link.href })),
    })),
  }))

export function Header({ company, navigation }: { company: Company; navigation: Navigation }) {
  return (
    <header className="site-header">
      <TopBar company={company} />
      <div className="wrap flex items-center justify-between gap-3">
        <PageLink href="/" className="brand">
          {company.name}
        </PageLink>
        <MainMenu items={menuItems(navigation)} drawerExtra={<DrawerActions company={company} />} />
        <OpenDialogButton dialogId={quoteDialogId} className="btn btn-primary hidden lg:inline-flex">
          Get a free Quote
        </OpenDialogButton>
      </div>
    </header>
  )
}
