import { describe, expect, it, vi } from 'vitest'
import { REFUSED_STATUS_HEADER, restoreRefusedStatuses } from './refused-status.ts'

/** React Router's answer to a data request: its single-fetch body and marker header. */
function answer(status: number, headers: Record<string, string> = {}) {
  return new Response('refusal', { status, headers: { 'X-Remix-Response': 'yes', ...headers } })
}

/** A window whose fetch answers `response`, with the wrapper around it. */
function windowAnswering(response: Response) {
  const fetch = vi.fn(async () => response)
  const scope = { fetch } as unknown as Pick<Window, 'fetch'>
  restoreRefusedStatuses(scope)
  return { scope, fetch }
}

describe('a refused post with JavaScript, in the browser (decision 088)', () => {
  it('reaches the router with its 4xx again, body and headers kept', async () => {
    for (const status of [400, 409, 422]) {
      const { scope } = windowAnswering(answer(200, { [REFUSED_STATUS_HEADER]: String(status) }))
      const read = await scope.fetch('/en-us/cart.data', { method: 'POST' })
      expect(read.status).toBe(status)
      expect(read.headers.get('X-Remix-Response')).toBe('yes')
      expect(await read.text()).toBe('refusal')
    }
  })

  it('leaves every other response as it came', async () => {
    const odd = (value: string) => answer(200, { [REFUSED_STATUS_HEADER]: value })
    for (const response of [
      answer(200),
      answer(404),
      answer(500),
      new Response('{}'),
      odd('x'),
      odd('200'),
      odd('503'),
    ]) {
      const { scope } = windowAnswering(response)
      expect(await scope.fetch('/en-us/cart.data')).toBe(response)
    }
  })

  it('calls the window’s own fetch with what the caller passed', async () => {
    const { scope, fetch } = windowAnswering(answer(200))
    const init = { method: 'POST', body: 'intent=apply-coupon' }
    await scope.fetch('/en-us/cart.data', init)
    expect(fetch).toHaveBeenCalledWith('/en-us/cart.data', init)
  })
})
