/**
 * The pure half of `npm run rows`: which requirement ids a requirements matrix defines, and which ids
 * a test file names in its test titles. Kept apart from the script so that it can be tested.
 */

const ROW_LINE = /^\|\s*([A-Z]+-\d{3})\s*\|/gm
const ROW_ID = /\b[A-Z]+-\d{3}\b/g
// `it(`, `test(`, `describe(` and their modifiers (`it.skip(`, `test.describe.serial(`, `it.each(…)(`).
const TEST_CALL = /(?<![\w.$])(?:it|test|describe)((?:\.\w+)*)\s*\(/g

/** The ids of the matrix's rows (a table line that starts with an id), in the order they appear. */
export function rowIds(requirements: string): string[] {
  return [...new Set([...requirements.matchAll(ROW_LINE)].map((match) => match[1]!))]
}

/** The index just past the string literal that starts at `start` (a quote or backtick). */
function endOfString(source: string, start: number): number {
  const quote = source[start]
  let index = start + 1
  while (index < source.length && source[index] !== quote) {
    if (source[index] === '\\') index += 1
    index += 1
  }
  return index + 1
}

/** The index just past the bracket that closes the one at `open`, string literals skipped. */
function endOfBrackets(source: string, open: number): number {
  let depth = 0
  for (let index = open; index < source.length; index += 1) {
    const char = source[index]!
    if (char === "'" || char === '"' || char === '`') index = endOfString(source, index) - 1
    else if (char === '(' || char === '[' || char === '{') depth += 1
    else if (char === ')' || char === ']' || char === '}') {
      depth -= 1
      if (depth === 0) return index + 1
    }
  }
  return source.length
}

/** The string literal that is the first argument of a call whose `(` is at `open`, if it is one. */
function titleAt(source: string, open: number): string | null {
  let index = open + 1
  while (/\s/.test(source[index] ?? '')) index += 1
  const quote = source[index]
  if (quote !== "'" && quote !== '"' && quote !== '`') return null
  return source.slice(index, endOfString(source, index))
}

const FOR_OF = /\bfor\s*\(\s*(?:const|let)\s[^;]*?\sof\s/g

/** The array literal a bare identifier is declared with in the file (`const table = [...]`), else the text. */
function resolveTable(source: string, expression: string): string {
  const name = expression.trim().match(/^[\w$]+$/)?.[0]
  if (!name) return expression
  const declaration = new RegExp(`\\b(?:const|let)\\s+${name.replace('$', '\\$')}\\b[^=]*=\\s*(?=\\[)`).exec(
    source,
  )
  if (!declaration) return expression
  const open = declaration.index + declaration[0].length
  return source.slice(open, endOfBrackets(source, open))
}

/** What the `for (… of X)` loops around `position` iterate over (X, or the array X is declared with). */
function loopTables(source: string, position: number): string {
  let tables = ''
  for (const loop of source.slice(0, position).matchAll(FOR_OF)) {
    const open = source.indexOf('(', loop.index)
    const headerEnd = endOfBrackets(source, open)
    const body = source.slice(headerEnd).match(/^\s*\{/)
    if (!body) continue
    const bodyOpen = headerEnd + body[0].length - 1
    if (position < bodyOpen || position >= endOfBrackets(source, bodyOpen)) continue
    const iterable = source.slice(loop.index + loop[0].length, headerEnd - 1)
    tables += resolveTable(source, iterable)
  }
  return tables
}

/**
 * The ids named in a test file's titles: the first argument of `it`, `test` and `describe` when it is
 * a string literal (on one line or several). A title filled in from a table, `it.each(table)('%s …')`
 * or `` it(`${row} …`) `` inside `for (const [row] of table)`, names the ids written in the table too
 * (the table literal, or the array a bare name is declared with). An id elsewhere in the file (a
 * comment, a fixture) names nothing.
 */
export function titleIds(source: string): Set<string> {
  const ids = new Set<string>()
  for (const match of source.matchAll(TEST_CALL)) {
    const open = match.index + match[0].length - 1
    const modifiers = match[1] ?? ''
    // A Playwright step is part of a test, not a test: its title names nothing.
    if (modifiers.endsWith('.step')) continue
    let title = titleAt(source, open)
    let table = ''
    if (title === null && modifiers.endsWith('.each')) {
      const tableEnd = endOfBrackets(source, open)
      const next = source.slice(tableEnd).match(/^\s*\(/)
      if (next) {
        table = resolveTable(source, source.slice(open + 1, tableEnd - 1))
        title = titleAt(source, tableEnd + next[0].length - 1)
      }
    }
    if (title === null) continue
    for (const id of title.match(ROW_ID) ?? []) ids.add(id)
    // A title filled in from a table (`it.each`, or a loop over rows) names the ids the table holds.
    if (title.startsWith('`') && title.includes('${')) table += loopTables(source, match.index)
    if (/%[sdi#$]|\$[\w{]/.test(title)) for (const id of table.match(ROW_ID) ?? []) ids.add(id)
  }
  return ids
}
