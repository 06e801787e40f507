import type { demoCompany } from '../company'

type Company = typeof demoCompany

/**
 * What a visitor reads of the demo company in Arabic (mirrors `demoCompany` in ../company.ts).
 * The name, phone, email, links, map, hours and copyright holder stay as in English; the popular
 * searches are keyed by the address each one links to.
 */
export type CompanyText = Pick<Company, 'address' | 'city' | 'jurisdiction' | 'about'> & {
  popularSearches: Record<Company['popularSearches'][number]['href'], string>
}

export const companyAr: CompanyText = {
  address: 'مكتب 1204، مبنى باي سكوير 7، الخليج التجاري (Business Bay)، دبي، الإمارات العربية المتحدة',
  city: 'دبي',
  // Fills {jurisdiction} in the legal pages: "... تخضع لقوانين {jurisdiction}".
  jurisdiction: 'دولة الإمارات العربية المتحدة وإمارة دبي',
  about:
    'استوديو للتصميم والتنفيذ في دبي، نصمّم البيوت ومساحات العمل والضيافة بتفاصيل هادئة ومدروسة، من أول رسم تخطيطي حتى التسليم النهائي.',
  popularSearches: {
    '/office-fit-out': 'تجهيز المكاتب في دبي',
    '/villa-renovation-companies-dubai': 'تجديد الفلل',
    '/kitchen-renovation-companies-in-dubai': 'تجديد المطابخ',
    '/bathroom-renovations-dubai': 'تجديد الحمّامات',
    '/restaurant-fit-out-dubai': 'تجهيز المطاعم',
    '/custom-made-furniture-dubai': 'أثاث مصنوع حسب الطلب',
    '/wall-cladding': 'تكسية الجدران',
    '/wooden-flooring-in-dubai': 'الأرضيات الخشبية',
    '/turnkey-interiors': 'تصميم وتنفيذ متكامل جاهز للتسليم',
    '/residential-interior-design': 'التصميم الداخلي السكني',
  },
}
