import type { LayoutCopy } from '../layoutCopy'

/**
 * The words the English seed writes inline (in ../layouts/*.ts and ../seed/*.ts rather than in a
 * copy module), in Arabic: headings, button labels and picture alt texts. Where the English builds
 * a text from a page's or project's copy, the Arabic is a function of the Arabic copy.
 */
export const layoutCopyAr: LayoutCopy = {
  /** ../layouts/homePage.ts */
  home: {
    bannerAlt: 'صالة معيشة هادئة صمّمها الاستوديو الخاص بنا ونفّذها في دبي',
    introHeading: 'استوديو واحد من أول رسم حتى التسليم',
    introAlt: 'مصممون يراجعون عينات المواد في الاستوديو الخاص بنا في الخليج التجاري',
    /** English: `Explore ${title.toLowerCase()}`. */
    cardLinkLabel: (title: string) => `اكتشف ${title}`,
  },
  /** ../layouts/servicesPage.ts */
  servicesPage: {
    bannerAlt: (pageTitle: string) => `${pageTitle}: مساحات داخلية من تنفيذ الاستوديو الخاص بنا`,
  },
  /** ../layouts/mainPage.ts */
  mainPage: {
    bannerAlt: (pageTitle: string) => `${pageTitle}: مساحة داخلية صمّمها الاستوديو الخاص بنا`,
    aboutWhoWeAreAlt: 'الاستوديو الخاص بنا في الخليج التجاري، وعينات المواد على طاولة طويلة من خشب البلوط',
    aboutOurGroupAlt: 'عينات من النجارة والحجر والإضاءة من شركات مجموعتنا',
    contact: {
      heading: 'زرنا أو اتصل بنا أو راسلنا',
      /** In the order of the English links: vendors, then careers. */
      links: [
        {
          title: 'الموردون ومقدمو الخدمات',
          text: 'ورّد المواد أو الخدمات المتخصصة لمشاريعنا.',
          linkLabel: 'سجّل مورداً',
        },
        {
          title: 'الوظائف',
          text: 'اطّلع على الوظائف التي نوظّف لها وقدّم طلبك عبر الإنترنت.',
          linkLabel: 'اطّلع على الوظائف الشاغرة',
        },
      ],
    },
    clientsHeading: 'علامات تجارية وأصحاب منازل يثقون بنا',
    vacanciesHeading: 'الوظائف الشاغرة',
    vendorsHeading: 'الموردون ومقدمو الخدمات',
  },
  /** ../layouts/servicePage.ts */
  servicePage: {
    bannerAlt: (pageTitle: string) => `${pageTitle}: مساحة داخلية من تنفيذ الاستوديو الخاص بنا`,
    introAlt: (breadcrumb: string) => `${breadcrumb}: من تصميم فريقنا وتنفيذه`,
    galleryHeading: (breadcrumb: string) => `${breadcrumb} من أعمال الاستوديو`,
    processHeading: 'كيف نعمل',
    testimonialsHeading: 'ماذا يقول عملاؤنا',
    consultationButton: 'استشارة مجانية',
    faqHeading: 'الأسئلة الشائعة',
  },
  /** ../seed/projects.ts and ../seed/clients.ts */
  projects: {
    /** English: `${title}, ${location}`. */
    mainImageAlt: (title: string, location: string) => `${title}، ${location}`,
    /** English: `${title}: ${scene}`, then ', another view' once the scenes run out. */
    galleryAlt: (title: string, scene: string, again: boolean) => `${title}: ${scene}${again ? '، من زاوية أخرى' : ''}`,
    /** English joins the first two services with ' and '. */
    scope: (services: readonly string[]) => services.slice(0, 2).join(' و'),
  },
  clients: {
    logoAlt: (name: string) => `شعار ${name}`,
  },
}
