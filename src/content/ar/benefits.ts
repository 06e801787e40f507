import { benefitsFor } from '../benefits'

type Benefit = ReturnType<typeof benefitsFor>[number]
type Wording = Record<Benefit['icon'], Pick<Benefit, 'title' | 'text'>>

/**
 * The benefits strip in Arabic (mirrors ../benefits.ts): the wording of each benefit by its icon,
 * for commercial pages and for homes. Which benefits a page shows, and in what order, stays
 * `benefitsFor`'s choice.
 */
export const benefitsWordingAr: { business: Wording; homes: Wording } = {
  business: {
    time: { title: 'التسليم في الموعد', text: 'جدول زمني نتفق عليه قبل بدء العمل، نتابعه كل أسبوع ونلتزم به.' },
    reliability: { title: 'احترافية وموثوقية', text: 'فريق واحد مسؤول وجهة تواصل واحدة من الموجز حتى التسليم.' },
    quality: { title: 'جودة مضمونة', text: 'فحص في كل مرحلة، وضمان على جودة التنفيذ لمدة عام.' },
    budget: { title: 'ضمن الميزانية', text: 'تكاليف مفصّلة نتفق عليها مسبقاً، ودفعات مرتبطة بمراحل الإنجاز.' },
    space: { title: 'استغلال كامل للمساحة', text: 'مخططات ونجارة تجعل كل قدم مربعة تؤدي دورها.' },
  },
  homes: {
    time: { title: 'التسليم في الموعد', text: 'جدول زمني نتفق عليه قبل بدء العمل، نتابعه كل أسبوع ونلتزم به.' },
    reliability: { title: 'الاحترافية والموثوقية', text: 'فرق عمل تحترم منزلك، ومواقع مرتبة، ومصمم يرد على اتصالاتك.' },
    quality: { title: 'جودة مضمونة', text: 'فحص في كل مرحلة، وضمان على جودة التنفيذ لمدة عام.' },
    budget: { title: 'ضمن الميزانية وبلا مفاجآت', text: 'عرض سعر ثابت ومفصّل، ولا نطلب المبلغ كاملاً مقدماً.' },
    space: { title: 'استغلال كامل للمساحة', text: 'مخططات ونجارة تجعل كل قدم مربعة تؤدي دورها.' },
  },
}

export const benefitsHeadingAr = 'ما الذي تتوقعه من العمل معنا'

/** `benefitsFor` in Arabic: the same benefits, icons and order, with the Arabic wording. */
export function benefitsForAr(options: Parameters<typeof benefitsFor>[0]): Benefit[] {
  const wording = options.homes ? benefitsWordingAr.homes : benefitsWordingAr.business
  return benefitsFor(options).map((benefit) => ({ ...benefit, ...wording[benefit.icon] }))
}
