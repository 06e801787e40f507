import type { Locale } from '@/lib/locales'

type Refusals = Partial<Record<number, string>> & { otherwise: string }

/**
 * The refusals a visitor may meet, in the languages other than English, by status: in English a
 * refusal keeps its precise reason (the log keeps it in every language).
 */
const refusals: Partial<Record<Locale, Refusals>> = {
  ar: {
    400: 'تعذّرت قراءة النموذج المرسل. يُرجى المحاولة مرة أخرى.',
    403: 'تعذّر قبول هذا النموذج. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
    413: 'حجم المرفق أو النموذج أكبر مما يقبله الموقع.',
    415: 'الملف المرفق ليس من الأنواع المقبولة، أو أنه تالف.',
    429: 'أُرسلت طلبات كثيرة خلال وقت قصير. يُرجى المحاولة لاحقاً.',
    otherwise: 'تعذّر حفظ رسالتك الآن. يُرجى المحاولة مرة أخرى، أو الاتصال بنا أو مراسلتنا.',
  },
}

/** Why a submission was refused, said in its language. */
export function refusalIn(locale: Locale, status: number, reason: string): string {
  const translated = refusals[locale]
  return translated ? (translated[status] ?? translated.otherwise) : reason
}
