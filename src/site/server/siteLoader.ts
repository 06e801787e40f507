import fs from 'node:fs'
import path from 'node:path'

import { loaderRecord, sourceLoader } from 'virtual:site-script'

/**
 * The address of the page's script loader (islands/boot.ts): its chunk in the client build, as the
 * `site:scripts` integration recorded it (build/siteScripts.mjs), read once; its source under `astro dev`.
 */
export const siteLoader: string = import.meta.env.DEV
  ? sourceLoader
  : (JSON.parse(fs.readFileSync(path.resolve(loaderRecord), 'utf8')) as { loader: string }).loader
