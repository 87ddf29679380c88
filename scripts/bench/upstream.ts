/**
 * Upstream calls per document and how many of them come one after another. The count is what the
 * emulator captured while one document was served. The depth is measured: with every upstream call
 * delayed by LATENCY ms, the document takes about depth × LATENCY longer, both to its first byte (what
 * holds the page) and to its end (streamed, deferred parts included).
 */
const LATENCY = 150

/**
 * A browser's user agent: a crawler's (Node's own fetch counts as one) is answered once everything,
 * deferred parts included, has been rendered, so its first byte would not be what a shopper waits for.
 */
export const BROWSER =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

export interface UpstreamFigures {
  calls: number
  depthToFirstByte: number
  depthToEnd: number
}

async function timed(url: string, cookie: string | undefined) {
  const started = performance.now()
  const headers: Record<string, string> = { 'user-agent': BROWSER }
  if (cookie) headers.cookie = cookie
  const response = await fetch(url, { headers, redirect: 'manual' })
  const firstByte = performance.now() - started
  await response.arrayBuffer()
  return { firstByte, end: performance.now() - started }
}

async function median(url: string, cookie: string | undefined) {
  const runs = []
  for (let i = 0; i < 5; i += 1) runs.push(await timed(url, cookie))
  const mid = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  return { firstByte: mid(runs.map((r) => r.firstByte)), end: mid(runs.map((r) => r.end)) }
}

export async function upstream(url: string, emulator: string, cookie?: string): Promise<UpstreamFigures> {
  await timed(url, cookie) // warm: what the storefront caches is not part of a returning document
  await fetch(`${emulator}/__emulator/requests`, { method: 'DELETE' })
  await timed(url, cookie)
  const captured = (await (await fetch(`${emulator}/__emulator/requests`)).json()) as unknown[]
  const base = await median(url, cookie)
  const fault = await fetch(`${emulator}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '.*', latencyMs: LATENCY }),
  })
  if (!fault.ok) throw new Error(`the emulator refused the latency fault (${fault.status})`)
  try {
    const slow = await median(url, cookie)
    return {
      calls: captured.length,
      depthToFirstByte: Math.max(0, Math.round((slow.firstByte - base.firstByte) / LATENCY)),
      depthToEnd: Math.max(0, Math.round((slow.end - base.end) / LATENCY)),
    }
  } finally {
    await fetch(`${emulator}/__emulator/faults`, { method: 'DELETE' })
  }
}
