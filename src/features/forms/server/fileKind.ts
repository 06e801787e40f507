import { fileTypeFromBuffer } from 'file-type'

import { type FileKind, fileKinds } from '../fileKinds'

/** The kind of a file judged by its bytes, whatever its name or declared type says. */
export async function fileKind(data: Buffer): Promise<FileKind | undefined> {
  const detected = await fileTypeFromBuffer(data)
  return (Object.keys(fileKinds) as FileKind[]).find((kind) => fileKinds[kind].detectedAs === detected?.ext)
}
