import { AsyncLocalStorage } from 'node:async_hooks'
import { type DrawnNumbers, noteDrawnNumbers } from '#app/domain/market/intl-cache.ts'

/**
 * The numbers one render of a document formats, noted as it formats them (decision 116): the render's
 * own table, which no other render sees, so a document carries only what it shows itself.
 */
type RenderNumbers = { unwritten: DrawnNumbers; written: Set<string> }

const renders = new AsyncLocalStorage<RenderNumbers>()

noteDrawnNumbers((format, value, text) => {
  const numbers = renders.getStore()
  const key = `${format}\u0000${value}`
  if (!numbers || numbers.written.has(key)) return
  numbers.written.add(key)
  ;(numbers.unwritten[format] ??= {})[value] = text
})

/** Runs `render` with a table of its own for the numbers it formats. */
export const withDrawnNumbers = <T>(render: () => T): T =>
  renders.run({ unwritten: Object.create(null) as DrawnNumbers, written: new Set() }, render)

/**
 * The numbers this render has formatted since the last call, as the document's JSON data block: `<`
 * escaped, so no text ends the element. Empty outside a render.
 */
export function drawnNumbersJson(): string {
  const numbers = renders.getStore()
  if (!numbers) return ''
  const json = JSON.stringify(numbers.unwritten).replace(/</g, '\\u003c')
  numbers.unwritten = Object.create(null) as DrawnNumbers
  return json
}
