import type { CategorySlug } from '../blogCategories'

/** The demo blog's categories in Arabic (mirrors `demoCategories`), by slug. */
export const categoriesAr: Record<CategorySlug, { name: string; description: string }> = {
  'fit-out-and-approvals': {
    name: 'التجهيز والتصاريح',
    description: 'كيف يسير تجهيز المساحات التجارية في دبي: التصاريح والخدمات والسلامة من الحريق والجداول الزمنية والتكاليف، يشرحها من ينفّذونها في الموقع.',
  },
  'offices-and-retail': {
    name: 'المكاتب والمتاجر',
    description: 'أماكن عمل يحب الناس العودة إليها ومتاجر تجذب الزوار: الاستقبال وغرف الاجتماعات والإضاءة والصوتيات وواجهات المحلات.',
  },
  'homes-and-villas': {
    name: 'البيوت والفلل',
    description: 'تجديد البيوت وتأثيثها في دبي، من شقق الأبراج إلى فلل العائلات: المطابخ والحمّامات والتخزين والمجالس والحدائق.',
  },
  'materials-and-joinery': {
    name: 'المواد والنجارة',
    description: 'الحجر والخشب والقشرة والأقمشة والتشطيبات التي تلائم مناخ الخليج، وأعمال النجارة حسب الطلب التي تصنعها ورشتنا منها.',
  },
  'hospitality-and-wellness': {
    name: 'الضيافة والعافية',
    description: 'الفنادق والمطاعم والمقاهي والصالونات والنوادي الرياضية والمنتجعات الصحية: تصاميم يتذكرها الضيوف ويديرها الفريق بسلاسة كل يوم.',
  },
  'working-with-a-designer': {
    name: 'العمل مع مصمم',
    description: 'الموجز والأتعاب والميزانيات والصور ثلاثية الأبعاد ومراحل المشروع: ما تتوقعه حين تستعين باستوديو تصميم داخلي، وكيف تستفيد منه أكثر.',
  },
}
