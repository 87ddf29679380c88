import { CircuitBreaker } from '#app/platform/api/circuit-breaker.ts'
import type { UpstreamGroup } from '#app/platform/api/upstream-groups.ts'
import type { Env } from '#app/platform/env/env.server.ts'

/** One circuit per non-critical group, for the whole process (one per group of `NON_CRITICAL_GROUPS`). */
const circuits = new Map<UpstreamGroup, CircuitBreaker>()

/** The circuit of a non-critical group, created on first use with the configured limits. */
export function circuitFor(group: UpstreamGroup, env: Env): CircuitBreaker {
  let circuit = circuits.get(group)
  if (!circuit) {
    circuit = new CircuitBreaker({ failures: env.CIRCUIT_FAILURES, pauseMs: env.CIRCUIT_PAUSE_MS })
    circuits.set(group, circuit)
  }
  return circuit
}

/** Closes every circuit (tests start from a healthy upstream). */
export function resetCircuits() {
  circuits.clear()
}
