import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Company } from '../globals/Company'
import { Navigation } from '../globals/Navigation'
import { Pages } from '../collections/Pages'
import { Posts } from '../collections/Posts'
import { Projects } from '../collections/Projects'
import { localizeWords, sameInEveryLanguage } from './localizeWords'

const wordTypes = ['text', 'textarea', 'richText']

/** Every text field's path (blocks as `layout.faq.items.question`), with whether it is localized. */
function textFields(fields: Field[], prefix = ''): [string, boolean][] {
  return fields.flatMap((field): [string, boolean][] => {
    const path = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
    const inside = path ? `${path}.` : ''
    if (wordTypes.includes(field.type)) return [[path, Boolean((field as { localized?: boolean }).localized)]]
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => textFields(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix))
    if (field.type === 'blocks') return (field.blocks ?? []).flatMap((block) => textFields(block.fields, `${inside}${block.slug}.`))
    if ('fields' in field) return textFields(field.fields, inside || prefix)
    return []
  })
}

const unlocalized = (fields: Field[]) => textFields(fields).filter(([, localized]) => !localized).map(([path]) => path)
const localized = (fields: Field[]) => textFields(fields).filter(([, isLocalized]) => isLocalized).map(([path]) => path)

describe('the words an editor writes in each language', () => {
  it('are every text of a page, down to its sections and their rows, but not its address', () => {
    expect(localized(Pages.fields)).toEqual(expect.arrayContaining(['title', 'breadcrumb', 'layout.banner.heading', 'layout.faq.items.question', 'layout.faq.items.answer', 'layout.intro.content', 'wordsDigest']))
    const facts = unlocalized(Pages.fields)
    expect(facts).toContain('slug')
    expect(facts.filter((path) => path !== 'slug' && !path.endsWith('.href'))).toEqual([])
  })

  it("are a case study's and a post's texts, not their addresses", () => {
    expect(unlocalized(Projects.fields)).toEqual(['slug'])
    expect(localized(Projects.fields)).toEqual(expect.arrayContaining(['title', 'location', 'services', 'description', 'facts.scope', 'facts.materials', 'sellingPoints.title']))
    expect(unlocalized(Posts.fields)).toEqual(['url'])
  })

  it("are the company's words; its name, numbers, links and hours are facts the same in both", () => {
    expect(localized(Company.fields)).toEqual(['address', 'city', 'jurisdiction', 'about', 'popularSearches.label', 'wordsDigest'])
    expect(unlocalized(Company.fields)).toEqual([
      'name',
      'phone',
      'countryCode',
      'mapUrl',
      'openingHours.opens',
      'openingHours.closes',
      ...unlocalized(Company.fields).filter((path) => path.startsWith('social.')),
      'chatUrl',
      'homeSiteUrl',
      'popularSearches.href',
      'copyrightHolder',
    ])
  })

  it("are the menus' labels, not where they lead", () => {
    expect(localized(Navigation.fields)).toEqual(['mainMenu.label', 'mainMenu.groups.label', 'mainMenu.groups.links.label', 'footerLinks.label', 'wordsDigest'])
  })

  it('leave a field marked the same in every language as it is, with all it holds', () => {
    const fields = localizeWords([
      { name: 'heading', type: 'text' },
      sameInEveryLanguage({ name: 'social', type: 'group', fields: [{ name: 'instagram', type: 'text' }] }),
      { name: 'rows', type: 'array', fields: [{ name: 'caption', type: 'textarea' }, { name: 'picture', type: 'upload', relationTo: 'media' }] },
    ])
    expect(textFields(fields)).toEqual([
      ['heading', true],
      ['social.instagram', false],
      ['rows.caption', true],
    ])
  })
})
