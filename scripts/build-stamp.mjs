import path from 'node:path'

/**
 * The file in which `npm start` records what its build was made from (commit and configuration);
 * removing it makes the next start rebuild the site.
 */
export const buildStampFile = path.resolve(import.meta.dirname, '..', '.next', 'start-stamp')
