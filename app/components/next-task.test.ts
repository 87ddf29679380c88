import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from './next-task.ts'

describe('decision 115: nextTask', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('settles after the current task, in order, even while the page’s timers are held', async () => {
    vi.useFakeTimers()
    const order: string[] = []
    const first = nextTask().then(() => order.push('first'))
    const second = nextTask().then(() => order.push('second'))
    await Promise.resolve()
    order.push('this task')
    await Promise.all([first, second])
    expect(order).toEqual(['this task', 'first', 'second'])
  })
})
