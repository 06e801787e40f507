import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { FormMarkup } from '../client/FormMarkup'
import { definitionOf, type FormDefinition, formNames, forms } from '../definitions'
import { checkValues } from '../schemas'
import { arabicFormWords } from './ar'
import { englishFormWords } from './en'
import { translated } from './translated'

const quote = translated('quote', forms.quote, arabicFormWords)
const arabicLetters = /[\u0600-\u06ff]/
const fieldOf = (form: FormDefinition, name: string) => form.fields.find((spec) => spec.name === name)!

describe('a form in Arabic', () => {
  it('has Arabic labels, messages, submit label and thank-you notice, its fields named as the spec names them', () => {
    expect(quote.fields.map((spec) => [spec.name, spec.label, spec.requiredMessage])).toEqual([
      ['name', 'الاسم', 'يُرجى إدخال الاسم'],
      ['phone', 'رقم الهاتف', 'يُرجى إدخال رقم الهاتف'],
      ['email', 'البريد الإلكتروني', 'يُرجى إدخال البريد الإلكتروني'],
      ['work_type', 'نوع العمل', 'يُرجى اختيار نوع العمل'],
      ['project_category', 'فئة المشروع', 'يُرجى اختيار فئة المشروع'],
      ['message', 'الرسالة', 'يُرجى كتابة رسالتك'],
    ])
    expect(quote.submitLabel).toBe('أرسل طلبي')
    expect(quote.successMessage).toMatch(arabicLetters)
    expect(quote.endpoint).toBe(forms.quote.endpoint)
  })

  it('shows its choices in Arabic and keeps their values the spec’s English', () => {
    const workType = fieldOf(quote, 'work_type').choices!
    expect(workType.placeholder).toBe('نوع العمل')
    expect(workType.options).toEqual(forms.quote.fields[3]!.choices!.options)
    expect(workType.shown).toMatchObject({ 'Interior Design': 'التصميم الداخلي', Other: 'أخرى' })

    const html = renderToStaticMarkup(
      <FormMarkup name="quote" definition={quote} words={arabicFormWords} id="f" fallback={{ phone: '+971 4 555 0147', telHref: 'tel:+97145550147' }} />,
    )
    expect(html).toContain('<option value="">نوع العمل</option>')
    expect(html).toContain('<option value="Interior Design">التصميم الداخلي</option>')
    expect(html).toContain('<label for="f-name" class="form-label">الاسم</label>')
    expect(html).toContain('name="_language" value="ar"')
    expect(html).toContain('أرسل طلبي</button>')
  })

  it('is checked with Arabic messages, and stores the English value of a choice', () => {
    expect(checkValues(quote, {}, arabicFormWords)).toEqual({
      ok: false,
      errors: Object.fromEntries(quote.fields.map((spec) => [spec.name, spec.requiredMessage])),
    })
    const values = { name: 'ليلى حداد', phone: '+971 50 123 4567', email: 'layla@', work_type: 'Fit Out', project_category: 'Retail', message: 'متجر في دبي مول' }
    expect(checkValues(quote, values, arabicFormWords)).toEqual({ ok: false, errors: { email: 'يُرجى إدخال بريد إلكتروني صحيح' } })
    const checked = checkValues(quote, { ...values, email: 'layla@example.com' }, arabicFormWords)
    expect(checked.ok && checked.data.work_type).toBe('Fit Out')
    // A choice's Arabic text is no value of it.
    expect(checkValues(quote, { ...values, email: 'layla@example.com', work_type: 'التنفيذ والتجهيز الداخلي' }, arabicFormWords)).toMatchObject({
      errors: { work_type: 'يُرجى اختيار نوع العمل' },
    })
  })

  it('has Arabic words for every label, message, choice and file of every form', () => {
    for (const name of formNames) {
      const form = translated(name, forms[name], arabicFormWords)
      const texts = [
        form.submitLabel,
        form.successMessage,
        form.label,
        ...form.fields.flatMap((spec) => [spec.label, spec.requiredMessage, ...(spec.choices ? [spec.choices.placeholder, ...Object.values(spec.choices.shown!)] : [])]),
        ...(form.file ? [form.file.label, form.file.requiredMessage] : []),
      ]
      for (const text of texts) expect(text, `${name}: ${text}`).toMatch(arabicLetters)
      expect(form.file?.field).toBe(definitionOf(name).file?.field)
    }
  })

  it('leaves the English definitions as they are: SPEC §5’s messages, word for word', () => {
    for (const name of formNames) expect(translated(name, forms[name], englishFormWords)).toBe(forms[name])
    const english = checkValues(forms.quote, {})
    expect(english.ok ? {} : english.errors).toMatchObject({ name: 'Name is required', work_type: 'Work Type is required' })
  })

  it('counts the fields with a problem as Arabic counts them', () => {
    expect(arabicFormWords.problems(1)).toBe('يوجد خطأ في حقل واحد: يُرجى مراجعة الرسالة أدناه.')
    expect(arabicFormWords.problems(2)).toBe('يوجد خطأ في حقلين: يُرجى مراجعة الرسالتين أدناه.')
    expect(arabicFormWords.problems(6)).toBe('توجد أخطاء في 6 حقول: يُرجى مراجعة الرسائل أدناه.')
  })
})
