import { describe, expect, it } from 'vitest'
import { NUMBER_FORMAT_WARM_UP, WARMS_NUMBER_FORMAT, warmsNumberFormat } from './number-format-warm-up.ts'

describe('warmsNumberFormat', () => {
  it('decision 104 a page warms the formatter when one of its routes asks, whatever the others are', () => {
    expect(warmsNumberFormat([undefined, WARMS_NUMBER_FORMAT])).toBe(true)
    expect(warmsNumberFormat([WARMS_NUMBER_FORMAT, undefined, { other: true }])).toBe(true)
  })

  it('decision 104 a page none of whose routes asks does not, nor do handles that are not objects', () => {
    expect(warmsNumberFormat([])).toBe(false)
    expect(warmsNumberFormat([undefined, null, 'warmsNumberFormat', 1, { other: true }])).toBe(false)
  })

  it('decision 104 the script waits for the first contentful paint, and fails quietly where paints are not observed', () => {
    expect(NUMBER_FORMAT_WARM_UP).toMatch(/^try\{new PerformanceObserver\(/)
    expect(NUMBER_FORMAT_WARM_UP).toContain("getEntriesByName('first-contentful-paint')")
    expect(NUMBER_FORMAT_WARM_UP).toMatch(/\}catch\(e\)\{\}$/)
    // It runs: no syntax error, and without PerformanceObserver it throws nothing.
    expect(() => new Function(NUMBER_FORMAT_WARM_UP)()).not.toThrow()
  })

  it('decision 104 after the first paint it starts the formatter one step per task, a failing step not stopping the next', () => {
    const calls: string[] = []
    const tasks: (() => void)[] = []
    let report:
      | ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void)
      | undefined
    class FakeObserver {
      constructor(callback: typeof report) {
        report = callback
      }
      observe() {}
    }
    const fakeIntl = {
      Locale: class {
        maximize() {
          calls.push('locale')
          throw new Error('no locale data here')
        }
      },
      Collator: { supportedLocalesOf: () => void calls.push('locales') },
      NumberFormat: class {
        format() {
          calls.push('number')
          return '0'
        }
      },
    }
    new Function('PerformanceObserver', 'setTimeout', 'Intl', NUMBER_FORMAT_WARM_UP)(
      FakeObserver,
      (task: () => void) => void tasks.push(task),
      fakeIntl,
    )
    let disconnected = false
    const observer = { disconnect: () => void (disconnected = true) }
    report?.({ getEntriesByName: () => [] }, observer)
    expect(tasks).toHaveLength(0)
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, observer)
    expect(disconnected).toBe(true)
    const steps: string[][] = []
    while (tasks.length > 0) {
      const before = calls.length
      tasks.shift()!()
      steps.push(calls.slice(before))
    }
    expect(steps).toEqual([['locale'], ['locales'], ['number']])
  })
})
