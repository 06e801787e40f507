import type { Words } from './en'

/** Every word the site's pages say themselves, in Arabic (Modern Standard Arabic, as the studio speaks). */
export const arabic: Words = {
  language: {
    switchLabel: 'اقرأ هذه الصفحة بالإنجليزية',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    description: 'الصفحة التي تبحث عنها نُقلت أو لم تعد موجودة. ابحث في الموقع أو عُد إلى الصفحة الرئيسية.',
    heading: 'تعذّر العثور على هذه الصفحة',
    text: 'ربما تغيّر العنوان أو نُقلت الصفحة. ابحث عمّا تحتاج إليه، أو ابدأ من جديد من الصفحة الرئيسية.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
}
