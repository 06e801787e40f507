import type { ServerProps } from 'payload'
import type { ReactNode } from 'react'

import { readCompanyTimeZone } from '../server/companyTimeZone'
import { CompanyTimeZone } from './companyTimeContext'

/** Gives every admin component the company's zone (company details), read on the server. */
export async function CompanyTimeProvider({ payload, children }: ServerProps & { children?: ReactNode }) {
  return <CompanyTimeZone zone={await readCompanyTimeZone(payload)}>{children}</CompanyTimeZone>
}
