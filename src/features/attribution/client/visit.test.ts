import { describe, expect, it } from 'vitest'

import { keptVisit, rememberVisit } from './visit'

/** A tab's session storage. */
function tabStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

const site = 'https://www.example.ae'
const visitOf = (storage: Storage) => JSON.parse(keptVisit(storage)!)

describe('rememberVisit', () => {
  it('keeps the landing address (its tags and click id with it) and the origin of the site before it', () => {
    const storage = tabStorage()
    const landing = `${site}/office-fit-out?utm_source=google&utm_medium=cpc&utm_campaign=fit-out-q4&utm_term=office+fit+out&gclid=abc123&page=2`
    const { visit, landed } = rememberVisit(landing, 'https://www.google.com/search?q=office+fit+out', storage)
    expect(landed).toBe(true)
    expect(visitOf(storage)).toEqual(visit)
    expect(visit).toEqual({
      landingPage: '/office-fit-out?utm_source=google&utm_medium=cpc&utm_campaign=fit-out-q4&utm_term=office+fit+out&gclid=abc123&page=2',
      referrer: 'https://www.google.com',
    })
  })

  it('keeps the visit through the pages after it, and starts another on a new campaign or site', () => {
    const storage = tabStorage()
    expect(rememberVisit(`${site}/villa-renovation?utm_source=facebook&fbclid=fb1`, '', storage).landed).toBe(true)
    expect(rememberVisit(`${site}/portfolio`, `${site}/villa-renovation?utm_source=facebook&fbclid=fb1`, storage).landed).toBe(false)
    expect(rememberVisit(`${site}/contact`, `${site}/portfolio`, storage)).toEqual({ visit: visitOf(storage), landed: false })
    expect(visitOf(storage)).toEqual({ landingPage: '/villa-renovation?utm_source=facebook&fbclid=fb1' })

    rememberVisit(`${site}/contact?msclkid=ms9`, `${site}/portfolio`, storage)
    expect(visitOf(storage)).toEqual({ landingPage: '/contact?msclkid=ms9' })
    rememberVisit(`${site}/blog`, 'https://news.example.com/article', storage)
    expect(visitOf(storage)).toEqual({ landingPage: '/blog', referrer: 'https://news.example.com' })
  })

  it('starts a visit on a first view typed or bookmarked, with its page alone', () => {
    const storage = tabStorage()
    rememberVisit(`${site}/about-us`, '', storage)
    expect(visitOf(storage)).toEqual({ landingPage: '/about-us' })
  })

  it('keeps nothing, and throws nothing, where the browser refuses its storage', () => {
    const refusing = { ...tabStorage(), getItem: () => { throw new Error('SecurityError') }, setItem: () => { throw new Error('QuotaExceededError') } }
    expect(rememberVisit(`${site}/?utm_source=x`, '', refusing)).toEqual({ visit: { landingPage: '/?utm_source=x' }, landed: true })
    expect(keptVisit(refusing)).toBeUndefined()
  })
})
