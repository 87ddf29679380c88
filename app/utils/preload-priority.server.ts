import { Transform } from 'node:stream'

const PRELOAD = '<link rel="modulepreload"'
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"'
const HEAD_END = Buffer.from('</head>')

/**
 * The document's module preloads at a low fetch priority (decision 059): the page's first paint and
 * its largest image come before the scripts that hydrate it, and a slow connection spends its first
 * round trips on what the shopper sees. React Router's `<Scripts>` renders the preloads without a
 * priority, so the head is rewritten as it leaves: the bytes are held until `</head>` (React writes
 * the head with the shell, in one go) and pass through untouched after it.
 */
export function lowPriorityModulePreloads(): Transform {
  let held: Buffer[] = []
  let inHead = true
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk)
      held.push(chunk)
      const bytes = Buffer.concat(held)
      const end = bytes.indexOf(HEAD_END)
      if (end === -1) {
        held = [bytes]
        return callback()
      }
      inHead = false
      held = []
      const cut = end + HEAD_END.length
      const head = bytes.subarray(0, cut).toString('utf8').replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD)
      callback(null, Buffer.concat([Buffer.from(head), bytes.subarray(cut)]))
    },
    flush(callback) {
      callback(null, held.length > 0 ? Buffer.concat(held) : undefined)
    },
  })
}
