import { describe, expect, it } from 'vitest'
import { CircuitBreaker } from './circuit-breaker.ts'

function breaker() {
  let now = 0
  const circuit = new CircuitBreaker({ failures: 3, pauseMs: 1000, now: () => now })
  return { circuit, advance: (ms: number) => (now += ms) }
}

describe('circuit breaker of a non-critical upstream', () => {
  it('opens after the configured failures in a row and refuses calls during the pause', () => {
    const { circuit } = breaker()
    for (let i = 0; i < 3; i++) {
      expect(circuit.allow()).toBe(true)
      circuit.failure()
    }
    expect(circuit.current).toBe('open')
    expect(circuit.allow()).toBe(false)
  })

  it('a success in between resets the count', () => {
    const { circuit } = breaker()
    circuit.failure()
    circuit.failure()
    circuit.success()
    circuit.failure()
    expect(circuit.current).toBe('closed')
  })

  it('after the pause lets one trial through: success closes, failure opens for another pause', () => {
    const { circuit, advance } = breaker()
    for (let i = 0; i < 3; i++) circuit.failure()
    advance(1000)
    expect(circuit.allow()).toBe(true)
    expect(circuit.allow()).toBe(false)
    circuit.failure()
    expect(circuit.allow()).toBe(false)
    advance(999)
    expect(circuit.allow()).toBe(false)
    advance(1)
    expect(circuit.allow()).toBe(true)
    circuit.success()
    expect(circuit.current).toBe('closed')
    expect(circuit.allow()).toBe(true)
  })

  it('a trial that ended without an answer lets the next one try', () => {
    const { circuit, advance } = breaker()
    for (let i = 0; i < 3; i++) circuit.failure()
    advance(1000)
    expect(circuit.allow()).toBe(true)
    circuit.release()
    expect(circuit.allow()).toBe(true)
  })
})
