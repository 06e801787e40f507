import { APIError } from 'payload'

import { hashValue } from '@/features/forms/server/client'

/** Whom an owner looks for: an email address, or a phone number. */
export type Person = { email: string } | { phone: string }

/** The digits of a phone number. */
export const digitsOf = (value: string) => value.replace(/\D/g, '')

/**
 * The last nine digits of a number: what stays the same whether it was written with +971, 00971 or
 * a leading 0 (a UAE number has nine after its country code).
 */
export const phoneKey = (value: string) => digitsOf(value).slice(-9)

/** The person a query (`?email=` or `?phone=`) or a JSON body names; 400 when it names neither well. */
export function personOf(input: Record<string, unknown> | URLSearchParams): Person {
  const read = (name: string) => {
    const value = input instanceof URLSearchParams ? input.get(name) : input[name]
    return typeof value === 'string' ? value.trim() : ''
  }
  const email = read('email')
  const phone = read('phone')
  if (email) {
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new APIError('Enter a valid email address.', 400, undefined, true)
    return { email: email.toLowerCase() }
  }
  if (phone) {
    if (digitsOf(phone).length < 7) throw new APIError('Enter a phone number of at least 7 digits.', 400, undefined, true)
    return { phone }
  }
  throw new APIError('Give an email address (email) or a phone number (phone).', 400, undefined, true)
}

/**
 * How the audit log names the person: what was searched for (email or phone) and a keyed hash of it,
 * so that the log keeps no personal data of theirs and still answers "was this address erased?".
 */
export const auditedPerson = (person: Person) =>
  'email' in person ? { by: 'email', hash: hashValue('person', person.email) } : { by: 'phone', hash: hashValue('person', phoneKey(person.phone)) }
