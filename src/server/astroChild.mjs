/**
 * The public pages' server process (started by astroProcess.mjs): Astro's standalone server from
 * the build's entry (the path it is given), which, like server.mjs, gives its memory back once it
 * falls idle after serving (collectWhenIdle.mjs), and ends with server.mjs (exitWithParent.mjs).
 */
import { pathToFileURL } from 'node:url'

import { collectWhenIdle } from './collectWhenIdle.mjs'
import './exitWithParent.mjs'

// The entry would start a server of its own on import; this one is started here, to be watched.
process.env.ASTRO_NODE_AUTOSTART = 'disabled'
const { startServer } = await import(pathToFileURL(process.argv[2]).href)
const { server } = startServer()
collectWhenIdle(server.server)
