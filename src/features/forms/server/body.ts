import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import Busboy from 'busboy'

import { byteSize } from '@/lib/byteSize'
import { multipartAllowance } from '@/server/bodyLimits'
import { Refusal } from './respond'

export type UploadedFile = { data: Buffer; filename: string; mimetype: string }
export type Fields = Record<string, unknown>
/** A submission's text fields, and the one file it may carry. */
export type Submission = { fields: Fields; file?: UploadedFile }

/** Largest JSON body of a form: the longest form is far below this. */
const jsonMaxBytes = 64 * 1024

const tooLarge = () => new Refusal(413, 'The submission is larger than the site accepts.')

function declaredLength(request: Request): number | undefined {
  const length = Number(request.headers.get('content-length'))
  return Number.isFinite(length) && length > 0 ? length : undefined
}

/** A text body of at most jsonMaxBytes, read without trusting Content-Length. */
async function readText(request: Request): Promise<string> {
  if ((declaredLength(request) ?? 0) > jsonMaxBytes) throw tooLarge()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body?.getReader()
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.length
    if (size > jsonMaxBytes) {
      await reader!.cancel()
      throw tooLarge()
    }
    chunks.push(read.value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** A JSON object body, as the enhanced forms send it. */
async function readJson(request: Request): Promise<Fields> {
  const text = await readText(request)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new Refusal(400, 'The body is not valid JSON.')
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Refusal(400, 'The body must be a JSON object.')
  return body as Fields
}

/** A URL-encoded body, as a browser posts a form without a file. */
async function readUrlEncoded(request: Request): Promise<Fields> {
  return Object.fromEntries(new URLSearchParams(await readText(request)))
}

/** The fields (and file) of a submission, whichever of the three encodings a form arrives in. */
export async function readSubmission(request: Request, fileField: string | undefined, maxFileBytes: number): Promise<Submission> {
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data')) return readMultipart(request, fileField, maxFileBytes)
  if (type.startsWith('application/x-www-form-urlencoded')) return { fields: await readUrlEncoded(request) }
  if (type.includes('application/json')) return { fields: await readJson(request) }
  throw new Refusal(415, fileField ? 'Send the form as multipart/form-data.' : 'Send the form as application/json.')
}

/**
 * A multipart body: its text fields and the one file named `fileField`. A file over `maxBytes` is
 * refused (413) the moment it crosses the limit, and the rest of the body is not read; a body that
 * breaks off or is malformed is refused (400). Other files are drained and ignored.
 */
async function readMultipart(request: Request, fileField: string | undefined, maxBytes: number): Promise<Submission> {
  const contentType = request.headers.get('content-type') ?? ''
  if ((declaredLength(request) ?? 0) > maxBytes + multipartAllowance) throw tooLarge()
  if (!request.body) throw new Refusal(400, 'The body is empty.')

  let parser: Busboy.Busboy
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: maxBytes, files: 3, fields: 30, fieldSize: 16 * 1024, parts: 40 },
    })
  } catch {
    throw new Refusal(400, 'The multipart body is malformed.')
  }
  const input = Readable.fromWeb(request.body as NodeWebStream<Uint8Array>)

  return new Promise((resolve, reject) => {
    const fields: Fields = {}
    let file: UploadedFile | undefined
    let settled = false
    const stop = (refusal: Refusal) => {
      if (settled) return
      settled = true
      reject(refusal)
      // Busboy calls us in the middle of a write: tear down once it has returned. The rest of a body
      // of declared length (bounded by server.mjs) is read and dropped, so the connection stays
      // whole and the client reads our answer; a body of no declared length is cut off.
      setImmediate(() => {
        input.unpipe(parser)
        parser.destroy()
        if (declaredLength(request) === undefined) input.destroy()
        else input.resume()
      })
    }
    const malformed = () => stop(new Refusal(400, 'The multipart body is malformed or incomplete.'))

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) stop(tooLarge())
      else fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      // Busboy fails a part that breaks off with an error of its own: unheard, it would crash the process.
      stream.on('error', malformed)
      if (name !== fileField || file) {
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => stop(new Refusal(413, `The file is larger than ${byteSize(maxBytes)}.`)))
      stream.on('end', () => {
        if (chunks.length) file = { data: Buffer.concat(chunks), filename: info.filename, mimetype: info.mimeType }
      })
    })
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) parser.on(limit, () => stop(tooLarge()))
    parser.on('error', malformed)
    parser.on('close', () => {
      if (settled) return
      settled = true
      resolve({ fields, file })
    })
    input.on('error', () => stop(new Refusal(400, 'The upload was interrupted.')))
    input.pipe(parser)
  })
}
