/**
 * The kinds of file a form accepts: one row each, read by the file input's `accept`, the browser's
 * check of the name, the server's check of the bytes, the stored file's type and the messages.
 */
export const fileKinds = {
  pdf: { name: 'PDF', mime: 'application/pdf', extensions: ['pdf'], detectedAs: 'pdf' },
  // file-type names an OLE2 compound file (a .doc) 'cfb'.
  doc: { name: 'Word (.doc)', mime: 'application/msword', extensions: ['doc'], detectedAs: 'cfb' },
  docx: {
    name: 'Word (.docx)',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    detectedAs: 'docx',
  },
  png: { name: 'PNG', mime: 'image/png', extensions: ['png'], detectedAs: 'png' },
  jpg: { name: 'JPEG', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], detectedAs: 'jpg' },
} as const

export type FileKind = keyof typeof fileKinds

/** The `accept` attribute of a file input taking these kinds. */
export const acceptOf = (kinds: readonly FileKind[]) =>
  kinds.flatMap((kind) => [...fileKinds[kind].extensions.map((extension) => `.${extension}`), fileKinds[kind].mime]).join(',')

/** 'PDF, Word (.doc), PNG': the kinds as a sentence names them. */
export const kindNames = (kinds: readonly FileKind[]) => kinds.map((kind) => fileKinds[kind].name).join(', ')

/** The kind a file's name says it is, when it is one of `kinds`. */
export function kindOfName(name: string, kinds: readonly FileKind[]): FileKind | undefined {
  const extension = name.split('.').pop()?.toLowerCase() ?? ''
  return kinds.find((kind) => (fileKinds[kind].extensions as readonly string[]).includes(extension))
}
