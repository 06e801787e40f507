import type { sharedEnquiry } from '../enquiry'

/** The closing enquiry block of every service page in Arabic (mirrors `sharedEnquiry`). */
export const sharedEnquiryAr: typeof sharedEnquiry = {
  heading: 'لنتحدث عن مساحتك',
  text: 'اطلب عرض سعر مجانياً، أو راسلنا عبر واتساب، أو اتصل بالاستوديو. يرد عليك أحد مصممينا خلال يوم عمل واحد.',
}
