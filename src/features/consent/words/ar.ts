import type { ConsentWords } from './consentWords'

/** The cookie banner in Arabic (Modern Standard Arabic). */
export const arabicConsentWords: ConsentWords = {
  locale: 'ar',
  settings: 'إعدادات ملفات تعريف الارتباط',
  title: 'خصوصيتك بين يديك',
  text: (providers) =>
    `نحصي زيارات صفحاتنا دون ملفات تعريف الارتباط. وبموافقتك، نستخدم أيضاً وسوم ${providers} التي تضع ملفات تعريف الارتباط، لنعرف أيّ الصفحات تفيدك وأيّ حملاتنا أوصلتك إلينا. لا يُحمَّل شيء قبل أن تختار. `,
  providers: (names) => names.join(' و'),
  privacyPolicy: 'سياسة الخصوصية',
  purposes: {
    analytics: { label: 'التحليلات', text: 'لمعرفة الصفحات التي تفيد زوّارنا، كي نحسّنها.' },
    marketing: { label: 'التسويق', text: 'لمعرفة الحملة التي أوصلتك إلينا، ولعرض إعلانات تناسبك.' },
  },
  chooseLegend: 'اختر ما تسمح به',
  rejectAll: 'رفض الكل',
  choose: 'تخصيص',
  saveChoice: 'حفظ اختياري',
  acceptAll: 'قبول الكل',
}
