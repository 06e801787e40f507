import type { Locale } from '@/lib/locales'
import { arabicCount } from '@/lib/words/arabicCount'
import { type RetentionKind, type RetentionMonths, retentionKindNames } from './retentionKinds'

/** The placeholder of legal text that shows a kind's period ({leadsKept}, {careerApplicationsKept} …). */
export const retentionPlaceholder = (kind: RetentionKind) => `${kind}Kept` as const
export const retentionPlaceholderNames = retentionKindNames.map(retentionPlaceholder)

const monthsIn: Record<Locale, (months: number) => string> = {
  en: (months) => `${months} month${months === 1 ? '' : 's'}`,
  ar: (months) => arabicCount(months, { one: 'شهر واحد', two: 'شهران', few: 'أشهر', many: 'شهراً', other: 'شهر' }),
}

/** Each kind's period as the privacy policy states it, in the page's language ('24 months', '24 شهراً'). */
export const retentionTexts = (months: RetentionMonths, locale: Locale) =>
  Object.fromEntries(retentionKindNames.map((kind) => [retentionPlaceholder(kind), monthsIn[locale](months[kind])])) as Record<
    ReturnType<typeof retentionPlaceholder>,
    string
  >
