/**
 * The page's scripts (integration `site:scripts`): its two inline scripts, each bundled here into one
 * function as Astro bundles its client directives (islands/submitGuard.ts, first in the body, and
 * islands/siteScript.ts, last), and the script loader the latter imports when something is due
 * (islands/boot.ts), a chunk of the client build whose address the server reads from
 * `site-loader.json` in the server build (server/siteLoader.ts). No island, so no island runtime.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { build } from 'esbuild'

const islands = fileURLToPath(new URL('../islands/', import.meta.url))
/** The inline scripts, by the name the virtual module exports each under. */
const inlineEntries = { submitGuard: 'submitGuard.ts', siteScript: 'siteScript.ts' }
const loaderEntry = path.join(islands, 'boot.ts')
const inlineModule = 'virtual:site-script'
const inlineBuild = /** @satisfies {import('esbuild').BuildOptions} */ ({ bundle: true, minify: true, format: 'iife', target: 'es2022', write: false, metafile: true })

/**
 * `virtual:site-script`: the inline scripts' code, minified (`submitGuard`, `siteScript`); where the built server
 * finds the loader's address, relative to the project's folder (`loaderRecord`); the loader's
 * address when Vite serves the sources (`sourceLoader`, `astro dev`).
 * @param {string} root
 * @param {string} loaderRecord
 * @returns {import('vite').Plugin}
 */
function inlineScripts(root, loaderRecord) {
  return {
    name: 'site:inline-script',
    resolveId: (id) => (id === inlineModule ? `\0${inlineModule}` : null),
    async load(id) {
      if (id !== `\0${inlineModule}`) return null
      const scripts = await Promise.all(
        Object.entries(inlineEntries).map(async ([name, file]) => {
          const result = await build({ ...inlineBuild, entryPoints: [path.join(islands, file)] })
          for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(path.resolve(input))
          const [output] = result.outputFiles
          if (!output) throw new Error(`esbuild wrote nothing for ${file}`)
          return `export const ${name} = ${JSON.stringify(output.text.trim())}`
        }),
      )
      return [
        ...scripts,
        `export const loaderRecord = ${JSON.stringify(path.relative(root, loaderRecord))}`,
        `export const sourceLoader = ${JSON.stringify(`/${path.relative(root, loaderEntry)}`)}`,
      ].join('\n')
    },
  }
}

/**
 * The loader as an entry of the client build, its address written where the server reads it.
 * @param {string} loaderRecord
 * @returns {import('vite').Plugin}
 */
function loaderChunk(loaderRecord) {
  /** @type {string} */
  let reference
  return {
    name: 'site:loader-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      reference = this.emitFile({ type: 'chunk', id: loaderEntry })
    },
    writeBundle() {
      const loader = `/${this.getFileName(reference)}`
      fs.writeFileSync(loaderRecord, JSON.stringify({ loader }))
    },
  }
}

/** @returns {import('astro').AstroIntegration} */
export function siteScripts() {
  return {
    name: 'site:scripts',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const loaderRecord = fileURLToPath(new URL('site-loader.json', config.build.server))
        updateConfig({ vite: { plugins: [inlineScripts(fileURLToPath(config.root), loaderRecord), loaderChunk(loaderRecord)] } })
      },
    },
  }
}
