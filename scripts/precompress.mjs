/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of Astro's client build, which
 * server.mjs sends as they are (src/server/builtFiles.ts): compressed once, at the best level, not per request.
 * Usage: node scripts/precompress.mjs FOLDER
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import zlib from 'node:zlib'

const compressible = /\.(js|mjs|css|svg|json|xml|txt|html|webmanifest)$/
const folder = process.argv[2] ?? '.astro-dist/client'

const files = (await fs.readdir(folder, { recursive: true })).filter((file) => compressible.test(file))
await Promise.all(
  files.map(async (file) => {
    const source = path.join(folder, file)
    const content = await fs.readFile(source)
    await fs.writeFile(`${source}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
    await fs.writeFile(`${source}.gz`, zlib.gzipSync(content, { level: 9 }))
  }),
)
console.log(`Compressed ${files.length} files of ${folder}`)
