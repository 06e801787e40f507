import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

/** Folders the backup and the restore work in, inside the data folder: never part of a backup. */
export const workFolderPrefixes = ['.backup-', '.restore-']

/** Every regular file under `root`, as `/`-separated paths relative to it, sorted; none when it does not exist. */
export async function filesUnder(root: string): Promise<string[]> {
  if (!fs.existsSync(root)) return []
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/** Whether `file` is `folder` or lies inside it. */
export const isInside = (file: string, folder: string) => {
  const relative = path.relative(folder, file)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

/** Moves a file into place, creating its folder; the old file of that name, if any, is replaced. */
export async function moveInto(file: string, target: string): Promise<void> {
  await fsp.mkdir(path.dirname(target), { recursive: true })
  await fsp.rename(file, target)
}
