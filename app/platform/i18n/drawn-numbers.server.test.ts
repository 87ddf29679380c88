import { describe, expect, it } from 'vitest'
import { formatMoney } from '#app/domain/market/site.ts'
import { drawnNumbersJson, withDrawnNumbers } from './drawn-numbers.server.ts'

const USD = `en-US|${JSON.stringify({ style: 'currency', currency: 'USD', currencyDisplay: 'symbol' })}`
const pause = () => new Promise((resolve) => setImmediate(resolve))

describe('decision 116: the numbers a render formats', () => {
  it('are the render’s own, however renders interleave: two shoppers’ renders never see each other’s numbers', async () => {
    const render = (amounts: number[]) =>
      withDrawnNumbers(async () => {
        for (const amount of amounts) {
          formatMoney(amount, 'USD', 'en-us')
          await pause()
        }
        return JSON.parse(drawnNumbersJson()) as Record<string, Record<string, string>>
      })
    const [first, second] = await Promise.all([render([10, 20, 30]), render([11.5, 22])])
    expect(first).toEqual({ [USD]: { '10': '$10.00', '20': '$20.00', '30': '$30.00' } })
    expect(second).toEqual({ [USD]: { '11.5': '$11.50', '22': '$22.00' } })
  })

  it('are written once: a later table (a section that streams in) carries only the numbers since the last', () => {
    withDrawnNumbers(() => {
      formatMoney(5, 'USD', 'en-us')
      expect(JSON.parse(drawnNumbersJson())).toEqual({ [USD]: { '5': '$5.00' } })
      formatMoney(5, 'USD', 'en-us')
      formatMoney(6, 'USD', 'en-us')
      expect(JSON.parse(drawnNumbersJson())).toEqual({ [USD]: { '6': '$6.00' } })
      expect(drawnNumbersJson()).toBe('{}')
    })
  })

  it('are noted only within a render', () => {
    formatMoney(9, 'USD', 'en-us')
    expect(drawnNumbersJson()).toBe('')
    expect(withDrawnNumbers(() => drawnNumbersJson())).toBe('{}')
  })
})
