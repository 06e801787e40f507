import { createHash, randomInt } from 'node:crypto'

/** Ten single-use codes, shown once, for when the phone is lost. Only their hashes are kept. */
export const recoveryCodeCount = 10

// No 0/O or 1/I/L: codes are read off paper.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
const newCode = () => {
  const characters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)])
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`
}

/** What is compared: the code without its case, spaces or dash, hashed. Each has 49 bits of chance. */
export const recoveryCodeHash = (code: string) => createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex')

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: recoveryCodeCount }, newCode)
  return { codes, hashes: codes.map(recoveryCodeHash) }
}

/** The hashes left once `code` is used, or null when it is not one of them. */
export function withoutRecoveryCode(hashes: readonly string[], code: string): string[] | null {
  const hash = recoveryCodeHash(code)
  return hashes.includes(hash) ? hashes.filter((kept) => kept !== hash) : null
}
