/** scripts/migrate-create.sh: mends the `down` of the migrations it has just written (src/cms/migrationDowns.ts). */
import fs from 'node:fs'

import { mendDown } from '../src/cms/migrationDowns.ts'

for (const file of process.argv.slice(2)) fs.writeFileSync(file, mendDown(fs.readFileSync(file, 'utf8')))
