/**
 * What a visitor types is stored, mailed and logged: a one-line field must stay one line, and no
 * text may carry the invisible controls that reorder how it reads (Trojan Source). Pasted text is
 * cleaned rather than refused, so a name copied from a document with a stray line break still goes.
 */

/** Control characters other than tabs and line breaks (NUL, for one, which PostgreSQL refuses; ESC; DEL). */
const controls = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g

/** Bidirectional embeddings, overrides, isolates and marks (Arabic letter mark, LRM, RLM). */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** Line breaks of every kind (CR, LF, NEL, line and paragraph separators), tabs, vertical tabs, form feeds. */
const breaks = /[\t\n\v\f\r\u0085\u2028\u2029]+/g

const invisibleDropped = (value: string) => value.replace(controls, '').replace(bidiControls, '')

/** A one-line value: controls and bidi controls go, each run of breaks and tabs becomes one space. */
export const singleLine = (value: string) => invisibleDropped(value).replace(breaks, ' ')

/** A message: its lines stay (as LF), its tabs too; other controls and bidi controls go. */
export const multiLine = (value: string) =>
  invisibleDropped(value)
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(/[\v\f]/g, '')

/** A one-line value of at most `max` characters (code points, so no emoji is cut in half); '' for anything but a string. */
export const boundedLine = (value: unknown, max: number) =>
  typeof value === 'string' ? Array.from(singleLine(value).trim()).slice(0, max).join('').trim() : ''

const fileNameLength = 200

/** The name an uploaded file is listed under: one clean line of at most 200 characters. */
export const cleanFileName = (name: string) => boundedLine(name, fileNameLength) || 'file'
