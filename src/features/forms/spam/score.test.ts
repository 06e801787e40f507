import { describe, expect, it } from 'vitest'

import { type SpamSigns, spamScore } from './score'

const person: SpamSigns = {
  honeypotFilled: false,
  proofOfWork: 'solved',
  names: ['Layla Haddad'],
  message: 'A 400 m² office in Business Bay, ready by March.',
  millisecondsToSend: 45_000,
  recentFromAddress: 1,
}

describe('spam score', () => {
  it('finds nothing in a person’s lead, in English or Arabic', () => {
    expect(spamScore(person)).toEqual({ spam: false, score: 0, reasons: [] })
    expect(spamScore({ ...person, names: ['ليلى حداد'], message: 'مكتب مساحته ٤٠٠ متر مربع في الخليج التجاري' })).toEqual({ spam: false, score: 0, reasons: [] })
  })

  it('makes a filled honeypot spam on its own', () => {
    expect(spamScore({ ...person, honeypotFilled: true })).toEqual({ spam: true, score: 5, reasons: ['honeypot'] })
  })

  it('makes a missing, failed or reused proof of work spam on its own', () => {
    expect(spamScore({ ...person, proofOfWork: 'missing' }).reasons).toEqual(['noProofOfWork'])
    expect(spamScore({ ...person, proofOfWork: 'failed' }).spam).toBe(true)
    expect(spamScore({ ...person, proofOfWork: 'reused' })).toEqual({ spam: true, score: 5, reasons: ['reusedProofOfWork'] })
  })

  it('never counts the proof of work against a plain post, which cannot carry one', () => {
    expect(spamScore({ ...person, proofOfWork: 'notExpected', millisecondsToSend: undefined })).toEqual({ spam: false, score: 0, reasons: [] })
  })

  it('scores a link in a name, but not alone over the threshold', () => {
    for (const name of ['http://cheap.example', 'visit www.example', 'Best deals example.com']) {
      expect(spamScore({ ...person, names: [name] })).toEqual({ spam: false, score: 3, reasons: ['linkInName'] })
    }
    expect(spamScore({ ...person, names: ['Mary-Jane O’Neil', 'J. Smith'] }).reasons).toEqual([])
  })

  it('scores a message in neither Latin nor Arabic script', () => {
    expect(spamScore({ ...person, message: 'Дешёвые часы, пишите нам' }).reasons).toEqual(['foreignScript'])
    expect(spamScore({ ...person, message: 'Office on Sheikh Zayed Road, 2 floors, no furniture' }).reasons).toEqual([])
    expect(spamScore({ ...person, message: '12345 !!!' }).reasons).toEqual([])
  })

  it('scores a form sent in under 3 seconds and a burst from one address', () => {
    expect(spamScore({ ...person, millisecondsToSend: 2999 }).reasons).toEqual(['tooFast'])
    expect(spamScore({ ...person, millisecondsToSend: 3000 }).reasons).toEqual([])
    expect(spamScore({ ...person, recentFromAddress: 4 }).reasons).toEqual(['burst'])
    expect(spamScore({ ...person, recentFromAddress: 3 }).reasons).toEqual([])
  })

  it('adds signs that are small alone up to spam', () => {
    expect(spamScore({ ...person, names: ['www.example'], millisecondsToSend: 500 })).toEqual({ spam: true, score: 5, reasons: ['linkInName', 'tooFast'] })
  })
})
