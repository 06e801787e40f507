import { fileTypeFromBuffer } from 'file-type'

import type { FileKind } from '../definitions'

/** What file-type names each kind we accept (a .doc is an OLE2 compound file, 'cfb'). */
const kindOfExtension: Record<string, FileKind> = { pdf: 'pdf', cfb: 'doc', docx: 'docx', png: 'png', jpg: 'jpg' }

export const mimeOfKind: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
}

/** The kind of a file judged by its bytes, whatever its name or declared type says. */
export async function fileKind(data: Buffer): Promise<FileKind | undefined> {
  const detected = await fileTypeFromBuffer(data)
  return detected ? kindOfExtension[detected.ext] : undefined
}
