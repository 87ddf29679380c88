import type { LastOrder } from '#app/sessions.server.ts'

/**
 * Orders placed recently, by basket and key. A post that carries the cookie from before the order
 * (a second click that left before the first answered) still lands on that order's confirmation.
 */
const placed = new Map<string, { order: LastOrder; at: number }>()
const PLACED_TTL_MS = 15 * 60 * 1000
const PLACED_MAX = 1000

export function rememberPlaced(id: string, order: LastOrder) {
  const now = Date.now()
  for (const [key, entry] of placed) {
    if (placed.size < PLACED_MAX && now - entry.at < PLACED_TTL_MS) break
    placed.delete(key)
  }
  placed.set(id, { order, at: now })
}

export function recentlyPlaced(id: string): LastOrder | undefined {
  const entry = placed.get(id)
  if (!entry || Date.now() - entry.at > PLACED_TTL_MS) return undefined
  return entry.order
}
