const pluralRules = new Intl.PluralRules('ar')

/** A noun's forms after a number, as Arabic grammar picks them (none for zero: it reads as 'other'). */
export type ArabicNoun = { one: string; two: string; few: string; many: string; other: string }

/** A count with its noun: 'مشروع واحد', 'مشروعان', '3 مشاريع', '11 مشروعاً', '100 مشروع'. */
export function arabicCount(count: number, noun: ArabicNoun): string {
  const rule = pluralRules.select(count)
  if (rule === 'one') return noun.one
  if (rule === 'two') return noun.two
  return `${count} ${rule === 'few' ? noun.few : rule === 'many' ? noun.many : noun.other}`
}
