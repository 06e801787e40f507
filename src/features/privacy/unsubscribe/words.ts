import type { Locale } from '@/lib/locales'

/** The unsubscribe pages' words, in the subscriber's language. */
export type UnsubscribeWords = {
  title: string
  confirm: (company: string) => string
  button: string
  done: string
  doneText: (company: string) => string
  invalid: string
  invalidText: string
  gone: string
  goneText: string
  /** The acknowledgement mail's last line. */
  mailLine: (url: string) => string
}

export const unsubscribeWords: Record<Locale, UnsubscribeWords> = {
  en: {
    title: 'Unsubscribe from the newsletter',
    confirm: (company) => `Press the button to stop receiving the newsletter of ${company}. Your address is then deleted from our list.`,
    button: 'Unsubscribe',
    done: 'You are unsubscribed',
    doneText: (company) => `Your address has been deleted from the newsletter list of ${company}. You will receive no more newsletters.`,
    invalid: 'This link is not valid',
    invalidText: 'The link is incomplete or has been changed. Use the link in your latest mail, or write to us and we will remove you.',
    gone: 'You are not subscribed',
    goneText: 'This address is not on our newsletter list (any more). There is nothing else to do.',
    mailLine: (url) => `To unsubscribe, open this link: ${url}`,
  },
  ar: {
    title: 'إلغاء الاشتراك في النشرة البريدية',
    confirm: (company) => `اضغط الزر لإيقاف النشرة البريدية من ${company}. يُحذف عنوانك بعدها من قائمتنا.`,
    button: 'إلغاء الاشتراك',
    done: 'تم إلغاء اشتراكك',
    doneText: (company) => `حُذف عنوانك من قائمة النشرة البريدية لدى ${company}. لن تصلك نشرات أخرى.`,
    invalid: 'هذا الرابط غير صالح',
    invalidText: 'الرابط ناقص أو تغيّر. استخدم الرابط الموجود في أحدث رسالة منا، أو راسلنا وسنحذف عنوانك.',
    gone: 'أنت غير مشترك',
    goneText: 'هذا العنوان ليس في قائمة النشرة البريدية لدينا. لا حاجة إلى أي إجراء آخر.',
    mailLine: (url) => `لإلغاء الاشتراك، افتح هذا الرابط: ${url}`,
  },
}
