import { describe, expect, it } from 'vitest'
import { createToastQueue, TOAST_TICK_MS } from './toasts.ts'

describe('toast queue', () => {
  it('PLAT-030 numbers toasts sequentially', () => {
    const q = createToastQueue({ dismissAfterMs: 1000 })
    const a = q.show({ type: 'info', title: 'A' })
    const b = q.show({ type: 'info', title: 'B' })
    expect(b.id).toBe(a.id + 1)
  })

  it('PLAT-028 does not add a second toast with a title already shown', () => {
    const q = createToastQueue({ dismissAfterMs: 1000 })
    q.show({ type: 'info', title: 'Added to cart' })
    q.show({ type: 'info', title: 'Added to cart' })
    expect(q.list()).toHaveLength(1)
  })

  it('PLAT-028 PLAT-027 a title shown again while its toast is up stays one toast, shown the whole delay from then', () => {
    const q = createToastQueue({ dismissAfterMs: 1000 })
    q.show({ type: 'success', title: 'Address added' })
    for (let elapsed = 0; elapsed < 800; elapsed += TOAST_TICK_MS) q.tick()
    // A second address added 800 ms into the first one's toast.
    q.show({ type: 'success', title: 'Address added' })
    for (let elapsed = TOAST_TICK_MS; elapsed < 1000; elapsed += TOAST_TICK_MS) q.tick()
    expect(q.list().map((t) => t.title)).toEqual(['Address added'])
    q.tick()
    expect(q.list()).toEqual([])
  })

  it('PLAT-029 resolves every waiter when the toast is removed', async () => {
    const q = createToastQueue({ dismissAfterMs: 1000 })
    const first = q.show({ type: 'info', title: 'Saved' })
    const dup = q.show({ type: 'info', title: 'Saved' })
    q.remove(first.id)
    await expect(Promise.all([first.closed, dup.closed])).resolves.toBeDefined()
    expect(q.list()).toHaveLength(0)
  })

  it('PLAT-027 CONST-016 closes a toast after the dismissal delay, ticking every 200 ms; persistent ones stay (ERR-124)', () => {
    const q = createToastQueue({ dismissAfterMs: 1000 })
    q.show({ type: 'info', title: 'Short' })
    q.show({ type: 'error', title: 'Sticky', persistent: true })
    for (let elapsed = TOAST_TICK_MS; elapsed < 1000; elapsed += TOAST_TICK_MS) q.tick()
    expect(q.list().map((t) => t.title)).toEqual(['Short', 'Sticky'])
    q.tick()
    expect(q.list().map((t) => t.title)).toEqual(['Sticky'])
    expect(TOAST_TICK_MS).toBe(200)
  })
})
