/**
 * A small circuit breaker (decision 043): after `failures` failed calls in a row the circuit opens and
 * calls are refused without being made; after `pauseMs` one trial call goes through; its success
 * closes the circuit, its failure opens it for another pause.
 */
export type CircuitState = 'closed' | 'open' | 'half-open'

export interface CircuitOptions {
  failures: number
  pauseMs: number
  now?: () => number
}

export class CircuitBreaker {
  private failed = 0
  private openedAt = 0
  private trialInFlight = false
  private state: CircuitState = 'closed'
  private readonly now: () => number

  constructor(private readonly options: CircuitOptions) {
    this.now = options.now ?? Date.now
  }

  /** The state as of now (an open circuit past its pause is ready for a trial). */
  get current(): CircuitState {
    if (this.state === 'open' && this.now() - this.openedAt >= this.options.pauseMs) return 'half-open'
    return this.state
  }

  /** True when a call may be made now; a half-open circuit lets one trial through at a time. */
  allow(): boolean {
    const state = this.current
    if (state === 'closed') return true
    if (state === 'open' || this.trialInFlight) return false
    this.state = 'half-open'
    this.trialInFlight = true
    return true
  }

  /** A call that ended without telling (the shopper went away): a trial may be tried again. */
  release() {
    this.trialInFlight = false
  }

  success() {
    this.failed = 0
    this.trialInFlight = false
    this.state = 'closed'
  }

  failure() {
    this.failed += 1
    const trial = this.trialInFlight
    this.trialInFlight = false
    if (trial || this.failed >= this.options.failures) {
      this.state = 'open'
      this.openedAt = this.now()
    }
  }
}
