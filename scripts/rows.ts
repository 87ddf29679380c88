import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { rowIds, titleIds } from './row-titles.ts'

/**
 * `npm run rows`: every row of the requirements matrix should be named by a storefront test title
 * (the matrix's own rule: a test titled `CART-012 …` verifies CART-012). Prints how many rows are
 * named, the ones no storefront test names and those only the emulator's own tests name (the
 * emulator behaving is not the storefront behaving, so they do not count).
 *
 * A ratchet, not a gate: `tests/rows-unnamed.txt` lists the rows unnamed today, and the script fails
 * only when a row is unnamed that the list does not hold, so the count cannot slip back. `--write`
 * rewrites the list from what is named now.
 *
 * The matrix lives beside the repository (`../shared/REQUIREMENTS.md` from its root, as CI lays it
 * out); without it there is nothing to check, and the script says so and passes.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const requirementsFile = path.resolve(root, '../shared/REQUIREMENTS.md')
const listFile = path.join(root, 'tests/rows-unnamed.txt')

// Where the storefront's tests live: app test files, and every source file of these folders.
const STOREFRONT: { dir: string; test: RegExp }[] = [
  { dir: 'app', test: /\.test\.tsx?$/ },
  { dir: 'tests/unit', test: /\.tsx?$/ },
  { dir: 'tests/integration', test: /\.tsx?$/ },
  { dir: 'tests/reliability', test: /\.tsx?$/ },
  { dir: 'e2e', test: /\.tsx?$/ },
]
const EMULATOR = [{ dir: 'mocks', test: /\.test\.tsx?$/ }]

function files(dir: string, test: RegExp): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(full, test)
    return test.test(name) ? [full] : []
  })
}

function named(sources: { dir: string; test: RegExp }[]): Set<string> {
  const ids = new Set<string>()
  for (const { dir, test } of sources)
    for (const file of files(path.join(root, dir), test))
      for (const id of titleIds(readFileSync(file, 'utf8'))) ids.add(id)
  return ids
}

function readList(): Set<string> {
  if (!existsSync(listFile)) return new Set()
  return new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean),
  )
}

function columns(ids: string[]): string {
  return ids.length ? `  ${ids.join(' ')}` : '  (none)'
}

if (!existsSync(requirementsFile)) {
  console.log(`rows: no requirements matrix at ${requirementsFile}; nothing to check.`)
  process.exit(0)
}

const rows = rowIds(readFileSync(requirementsFile, 'utf8'))
const storefront = named(STOREFRONT)
const emulator = named(EMULATOR)
const unnamed = rows.filter((id) => !storefront.has(id))
const emulatorOnly = unnamed.filter((id) => emulator.has(id))

if (process.argv.includes('--write')) {
  writeFileSync(
    listFile,
    [
      '# Rows of ../shared/REQUIREMENTS.md that no storefront test title names yet (npm run rows).',
      '# Remove an id once a test names it; never add one.',
      ...unnamed,
      '',
    ].join('\n'),
  )
}

const allowed = readList()
const slipped = unnamed.filter((id) => !allowed.has(id))
const nowNamed = [...allowed].filter((id) => rows.includes(id) && storefront.has(id))
const notRows = [...allowed].filter((id) => !rows.includes(id))

console.log(`rows: ${rows.length - unnamed.length} of ${rows.length} named by a storefront test title`)
// Per group (the id's prefix: ACCT, AUTH, CART…), in the matrix's order.
const groups = [...new Set(rows.map((id) => id.replace(/-\d+$/, '')))]
const groupCount = (group: string) => {
  const ids = rows.filter((id) => id.replace(/-\d+$/, '') === group)
  return `${group} ${ids.filter((id) => storefront.has(id)).length}/${ids.length}`
}
console.log(`by group: ${groups.map(groupCount).join(', ')}`)
console.log(`unnamed (${unnamed.length}):\n${columns(unnamed)}`)
console.log(`named only by the emulator's own tests (${emulatorOnly.length}):\n${columns(emulatorOnly)}`)
if (nowNamed.length || notRows.length) {
  console.log(
    `\n${path.relative(root, listFile)} lists ids that need no place there; remove them (or run npm run rows -- --write):\n` +
      columns([...nowNamed, ...notRows]),
  )
}
if (slipped.length) {
  console.error(
    `\nrows: no storefront test names these rows, and ${path.relative(root, listFile)} does not list them:\n` +
      `${columns(slipped)}\nName each in the title of the test that verifies it.`,
  )
  process.exit(1)
}
