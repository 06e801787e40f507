import { arabicCount } from './arabicCount'
import type { Words } from './en'

/** Isolates a left-to-right run (a phone number) inside Arabic text, so its '+' stays in front. */
const leftToRight = (text: string) => `\u2066${text}\u2069`

/** Every word the site's pages say themselves, in Arabic (Modern Standard Arabic, as the studio speaks). */
export const arabic: Words = {
  language: {
    switchLabel: 'اقرأ هذه الصفحة بالإنجليزية',
  },
  frame: {
    skipToContent: 'انتقل إلى المحتوى',
  },
  menu: {
    label: 'القائمة الرئيسية',
    button: 'القائمة',
    submenu: (item) => `قائمة ${item}`,
  },
  topBar: {
    socialLinks: 'حساباتنا على وسائل التواصل',
    companyOn: (company, network) => `${company} على ${network}`,
  },
  chat: {
    label: 'تحدّث معنا عبر WhatsApp',
  },
  drawer: {
    call: 'اتصل بنا',
  },
  footer: {
    newsletterHeading: 'من دفتر الاستوديو',
    newsletterText: 'مشاريع وخامات وأفكار لمنازل دبي ومساحات العمل فيها، مرة واحدة كل شهر.',
    contact: 'تواصل معنا',
    usefulLinks: 'روابط مفيدة',
    popularSearches: 'الأكثر بحثاً',
    rightsReserved: 'جميع الحقوق محفوظة.',
  },
  breadcrumb: {
    label: 'مسار التصفح',
    home: 'الرئيسية',
  },
  pagination: {
    label: 'التنقل بين الصفحات',
    previous: 'السابق',
    next: 'التالي',
  },
  carousel: {
    previous: 'السابق',
    next: 'التالي',
    slide: (position, count) => `${position} من ${count}`,
  },
  gallery: {
    label: 'معرض الصور',
    openPhoto: (position, count) => `افتح الصورة ${position} من ${count}: `,
    photosOf: (title) => `صور ${title}`,
  },
  lightbox: {
    Previous: 'السابق',
    Next: 'التالي',
    Close: 'إغلاق',
    Slide: 'صورة',
    Carousel: 'عرض متتابع',
    Lightbox: 'عارض الصور',
    'Photo gallery': 'معرض الصور',
    '{index} of {total}': '{index} من {total}',
  },
  dialog: {
    close: 'إغلاق',
  },
  enquiry: {
    quote: 'اطلب عرض سعر مجاني',
    consultation: 'استشارة مجانية',
    quoteIntro: 'حدّثنا عن مساحتك، وسنعود إليك خلال يوم عمل واحد بتقدير أولي للتكلفة.',
    consultationIntro: 'احجز استشارة مجانية مع أحد مصممينا، في الاستوديو أو في موقعك.',
    callNumber: (phone) => `اتصل على ${leftToRight(phone)}`,
    chatOnWhatsApp: 'تحدّث معنا عبر WhatsApp',
    whatsAppUs: 'راسلنا عبر WhatsApp',
  },
  contactDetails: {
    label: 'بيانات التواصل',
    visit: 'تفضّل بزيارتنا',
    openInMaps: 'افتح الموقع في الخرائط',
    opensInNewTab: ' (يفتح في علامة تبويب جديدة)',
    call: 'اتصل بنا',
    email: 'راسلنا بالبريد الإلكتروني',
    hours: 'ساعات العمل',
  },
  openingHours: {
    days: {
      monday: 'الاثنين',
      tuesday: 'الثلاثاء',
      wednesday: 'الأربعاء',
      thursday: 'الخميس',
      friday: 'الجمعة',
      saturday: 'السبت',
      sunday: 'الأحد',
    },
    dayRange: (first, last) => `من ${first} إلى ${last}`,
    list: (items) => items.join(' و'),
    row: (days, opens, closes) => `${days}، من ${opens} إلى ${closes}`,
    rowSeparator: '؛ ',
  },
  cards: {
    learnMore: 'اكتشف المزيد',
  },
  benefits: {
    heading: 'التزاماتنا',
  },
  process: {
    label: 'مراحل العمل',
  },
  blog: {
    readTheBlog: 'اقرأ المدونة',
    articles: 'المقالات',
    articlesPage: (page) => `المقالات، الصفحة ${page}`,
    noPosts: 'مقالاتنا الأولى في طريقها إليك.',
    byline: (company) => `بقلم ${company}`,
    breadcrumb: 'المدونة',
    related: 'مقالات ذات صلة',
    listTitle: (title, page) => `${title} – الصفحة ${page}`,
  },
  portfolio: {
    viewPortfolio: 'تصفّح أعمالنا',
    projects: 'المشاريع',
    allProjects: 'جميع المشاريع',
    filterBySector: 'تصفية المشاريع حسب القطاع',
    projectCount: (count) => arabicCount(count, { one: 'مشروع واحد', two: 'مشروعان', few: 'مشاريع', many: 'مشروعاً', other: 'مشروع' }),
    bar: 'أعمالنا',
    description: 'عن المشروع',
    services: 'الخدمات: ',
    whyChoose: (company) => `لماذا تختار ${company}`,
    similarHeading: 'تخطط لمساحة كهذه؟',
    similarText: 'حدّثنا عنها، وسنعود إليك خلال يوم عمل واحد بتقدير أولي للتكلفة.',
    neighbours: 'المزيد من مشاريعنا',
    previousProject: 'المشروع السابق',
    nextProject: 'المشروع التالي',
    videoUnsupported: 'لا يستطيع متصفحك تشغيل هذا الفيديو.',
    downloadVideo: 'نزّله من هنا',
  },
  projectFacts: {
    heading: 'المشروع في سطور',
    location: 'الموقع',
    sector: 'القطاع',
    scope: 'نطاق العمل',
    duration: 'المدة',
    year: 'السنة',
    requirements: 'المتطلبات',
    construction: 'التنفيذ',
    materials: 'المواد',
  },
  search: {
    heading: 'البحث',
    label: 'ابحث في الموقع',
    placeholder: 'ابحث في الخدمات والمشاريع والمقالات',
    button: 'بحث',
    title: (query, page) => `نتائج البحث عن «${query}»${page > 1 ? `، الصفحة ${page}` : ''}`,
    description: 'ابحث في خدماتنا ومشاريعنا ومقالاتنا عن التصميم الداخلي والتجهيز في دبي.',
    nothingFound: (query) => `لم نعثر على نتائج عن «${query}». تحقّق من الإملاء، أو جرّب كلمة أخرى.`,
    resultCount: (count) => arabicCount(count, { one: 'نتيجة واحدة', two: 'نتيجتان', few: 'نتائج', many: 'نتيجة', other: 'نتيجة' }),
    forQuery: (query) => ` عن «${query}»`,
    range: (first, last, total, page, pageCount) => `${first}–${last} من ${total}، الصفحة ${page} من ${pageCount}`,
    noSuchPage: (page, pageCount) => `لا توجد صفحة ${page}: تنتهي النتائج في الصفحة ${pageCount}.`,
    seePage: (page) => `انتقل إلى الصفحة ${page}`,
    results: 'نتائج البحث',
  },
  vacancies: {
    experience: (experience) => `الخبرة: ${experience}`,
    apply: 'قدّم الآن',
  },
  legal: {
    terms: 'الشروط',
    policy: 'السياسة',
    contents: 'جدول المحتويات',
    companyWebsite: (company) => `موقع ${company} الإلكتروني`,
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    description: 'الصفحة التي تبحث عنها نُقلت أو لم تعد موجودة. ابحث في الموقع أو عُد إلى الصفحة الرئيسية.',
    heading: 'تعذّر العثور على هذه الصفحة',
    text: 'ربما تغيّر العنوان أو نُقلت الصفحة. ابحث عمّا تحتاج إليه، أو ابدأ من جديد من الصفحة الرئيسية.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  error: {
    heading: 'حدث خطأ غير متوقع!',
    text: 'حدث خطأ أثناء عرض هذه الصفحة. يُرجى المحاولة مرة أخرى، أو العودة إلى الصفحة الرئيسية.',
    retry: 'حاول مرة أخرى',
    home: 'الصفحة الرئيسية',
  },
}
