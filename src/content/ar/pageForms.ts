import type { getInTouch, pageForms } from '../pageForms'

/** What a visitor reads of a page's form; the form itself and where it sits stay the English entry's. */
export type PageFormText = Pick<typeof getInTouch, 'heading' | 'intro'>

/** The service pages' inline form in Arabic (mirrors `getInTouch`). */
export const getInTouchAr: PageFormText = {
  heading: 'تواصل معنا',
  intro: 'اترك بياناتك وسيتصل بك أحد مصممينا لترتيب استشارة مجانية.',
}

/** The main pages' forms in Arabic (mirrors `pageForms`), by page slug. */
export const pageFormsAr: Record<keyof typeof pageForms, PageFormText> = {
  contact: {
    heading: 'أرسل لنا رسالة',
    intro: 'حدّثنا عن مشروعك أو سؤالك، ونرد عليك خلال يوم عمل واحد.',
  },
  career: {
    heading: 'انضم إلى فريقنا',
    intro: 'شاركنا في صنع مساحات راقية تبعث على الإلهام. أرسل لنا بياناتك وسيرتك الذاتية.',
  },
  'vendor-and-service-providers': {
    heading: 'سجّل مورداً لدينا',
    intro: 'سجّل شركتك وشارك ملفها التعريفي مع فريق المشتريات لدينا.',
  },
}
