import { localizedPath } from '@/lib/localePaths'

import type { ConsentTags } from '../tags'
import type { ConsentWords } from '../words/consentWords'
import type { Choice } from './choice'

type Purpose = keyof ConsentWords['purposes']

/** The purposes the configured tags serve: a container may hold either kind of tag. */
const purposesOf = (tags: ConsentTags): Purpose[] => [
  ...(tags.gtm || tags.ga4 ? (['analytics'] as const) : []),
  ...(tags.gtm || tags.pixel ? (['marketing'] as const) : []),
]

const providerNames = (tags: ConsentTags) => [...(tags.gtm || tags.ga4 ? ['Google'] : []), ...(tags.pixel ? ['Meta'] : [])]

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: (Node | string)[]) => {
  const node: HTMLElementTagNameMap[K] = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

/**
 * The consent banner: a non-modal dialog, first in the page's tab order, that loads nothing until
 * the visitor answers. Accept all, Reject all and Choose are buttons of one kind, side by side:
 * rejecting is as easy as accepting. Choose unfolds a checkbox a purpose (none ticked) and a save.
 * It speaks the page's language (`words`).
 */
export function consentBanner(tags: ConsentTags, words: ConsentWords, answer: (choice: Choice) => void) {
  const purposes = words.purposes
  const shown = purposesOf(tags)
  const boxes = Object.fromEntries(shown.map((purpose) => [purpose, element('input', { type: 'checkbox', name: purpose })])) as Partial<Record<Purpose, HTMLInputElement>>
  const choices = element(
    'fieldset',
    { className: 'consent-choices', hidden: true },
    element('legend', { className: 'sr-only' }, words.chooseLegend),
    ...shown.map((purpose) => element('label', { className: 'consent-choice' }, boxes[purpose]!, element('span', {}, element('strong', {}, purposes[purpose].label), ' ', purposes[purpose].text))),
  )
  const button = (label: string, onClick: () => void, hidden = false) => {
    const node = element('button', { type: 'button', className: 'btn consent-button', hidden }, label)
    node.addEventListener('click', onClick)
    return node
  }
  let returnFocus: HTMLElement | null = null
  const decide = (choice: Choice) => {
    banner.hidden = true
    answer(choice)
    returnFocus?.focus()
  }
  const all = (yes: boolean): Choice => ({ analytics: yes, marketing: yes })
  const save = button(words.saveChoice, () => decide({ analytics: Boolean(boxes.analytics?.checked), marketing: Boolean(boxes.marketing?.checked) }), true)
  const choose = button(words.choose, () => {
    choices.hidden = false
    choose.hidden = true
    save.hidden = false
    choices.querySelector('input')?.focus()
  })
  const banner = element(
    'div',
    { className: 'consent', hidden: true },
    element('h2', { id: 'consent-title', className: 'font-display text-xl' }, words.title),
    element(
      'p',
      { id: 'consent-text', className: 'mt-2 text-sm text-sand/80' },
      words.text(words.providers(providerNames(tags))),
      element('a', { href: localizedPath(words.locale, '/privacy-policy'), className: 'underline underline-offset-2 hover:text-white' }, words.privacyPolicy),
    ),
    choices,
    element('div', { className: 'mt-4 flex flex-wrap gap-2' }, button(words.rejectAll, () => decide(all(false))), choose, save, button(words.acceptAll, () => decide(all(true)))),
  )
  banner.setAttribute('role', 'dialog')
  banner.setAttribute('aria-labelledby', 'consent-title')
  banner.setAttribute('aria-describedby', 'consent-text')
  // First in the page: the first Tab of a keyboard reaches the question before the skip link.
  document.body.prepend(banner)

  return {
    /** Shows the question, with the current choice ticked; `from`, the control that asked, gets the focus back after. */
    open(current: Choice | undefined, from?: HTMLElement) {
      for (const purpose of shown) boxes[purpose]!.checked = Boolean(current?.[purpose])
      choices.hidden = current === undefined
      choose.hidden = current !== undefined
      save.hidden = current === undefined
      banner.hidden = false
      returnFocus = from ?? null
      if (from) banner.querySelector<HTMLElement>(current ? 'input' : 'button')?.focus()
    },
  }
}
