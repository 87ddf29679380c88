import type { Logger } from '#app/platform/log/logger.server.ts'
import { WarningThrottle } from '#app/platform/log/warning-throttle.ts'
import {
  EVENT_QUEUE_SIZE,
  EVENT_RETRIES,
  hasIdentifier,
  isDelivered,
  isRetryable,
  retryDelayMs,
  type CustomerDataEvent,
  type CustomerDataIntegration,
  type SendOutcome,
} from '#app/domain/tracking/customer-data.ts'

/** PERS-065: the customer-data event sender is running or stopped. */
export type CustomerDataState = 'running' | 'stopped'

export interface CustomerDataQueueOptions {
  /** Sends one event; never throws (a network error is an outcome). */
  send: (integration: CustomerDataIntegration, event: CustomerDataEvent) => Promise<SendOutcome>
  logger: Pick<Logger, 'info' | 'warn' | 'debug'>
  /** CONST-061: 100 events waiting at most. */
  queueSize?: number
  /** CONST-061 / ERR-141: up to 3 retries of a 5xx or a network error. */
  retries?: number
  /** The wait before a retry (tests skip it). */
  wait?: (ms: number) => Promise<void>
  /** The clock of the warnings' throttle (tests move it). */
  now?: () => number
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    // A retry never keeps the process alive on its own.
    setTimeout(resolve, ms).unref()
  })
}

/**
 * The customer-data events on their way to the pixel (PERS-075, PERS-076, decision 040): a bounded
 * queue sent one event at a time, in order, in the background. Nothing here ever fails a request:
 * an event that cannot be queued or delivered is logged and dropped (001 §8).
 */
export class CustomerDataEventQueue {
  #state: CustomerDataState = 'stopped'
  #queue: CustomerDataEvent[] = []
  #integration: CustomerDataIntegration | null = null
  #draining: Promise<void> | null = null
  readonly #options: Required<CustomerDataQueueOptions>
  /**
   * A full queue means the platform answers slower than the shop sends, so it drops an event on every
   * page until it catches up: one warning per half minute with the count held back (decision 044),
   * not a line per page view while the shop is busiest.
   */
  readonly #dropped: WarningThrottle

  constructor(options: CustomerDataQueueOptions) {
    this.#options = {
      queueSize: EVENT_QUEUE_SIZE,
      retries: EVENT_RETRIES,
      wait: sleep,
      now: Date.now,
      ...options,
    }
    this.#dropped = new WarningThrottle(30_000, this.#options.now)
  }

  get state(): CustomerDataState {
    return this.#state
  }

  /** Events waiting to be sent (the one being sent is no longer counted). */
  get size(): number {
    return this.#queue.length
  }

  get integration(): CustomerDataIntegration | null {
    return this.#integration
  }

  /** Accepts events again and sends what waits. */
  start(): void {
    if (this.#state === 'running') return
    this.#state = 'running'
    this.#drain()
  }

  /** Accepts no more events; resolves once what was queued has been sent (or given up). */
  async stop(): Promise<void> {
    this.#state = 'stopped'
    await this.#draining
  }

  /** PERS-077: the platform's settings from the datafile; none drops what waits, like the SDK. */
  updateConfig(integration: CustomerDataIntegration | null): void {
    this.#integration = integration
    if (!integration && this.#queue.length > 0) {
      this.#options.logger.info(
        { dropped: this.#queue.length },
        'customer-data events dropped: not integrated',
      )
      this.#queue = []
    }
    this.#drain()
  }

  /** Queues an event; false when it was dropped (stopped, not integrated, no identifier, queue full). */
  enqueue(event: CustomerDataEvent): boolean {
    const { logger, queueSize } = this.#options
    const fields = { type: event.type, action: event.action }
    if (this.#state !== 'running') {
      logger.debug(fields, 'customer-data event dropped: stopped')
      return false
    }
    if (!this.#integration) {
      logger.debug(fields, 'customer-data event dropped: not integrated')
      return false
    }
    if (!hasIdentifier(event)) {
      logger.warn(fields, 'customer-data event dropped: invalid identifier')
      return false
    }
    if (this.#queue.length >= queueSize) {
      const verdict = this.#dropped.take('queue-full')
      if (verdict.log)
        logger.warn(
          { ...fields, queueSize, suppressed: verdict.suppressed },
          'customer-data event dropped: queue is full',
        )
      return false
    }
    this.#queue.push(event)
    this.#drain()
    return true
  }

  /** Resolves when nothing waits any more. */
  async idle(): Promise<void> {
    while (this.#draining) await this.#draining
  }

  #drain(): void {
    if (this.#draining || this.#queue.length === 0 || !this.#integration) return
    this.#draining = (async () => {
      let event: CustomerDataEvent | undefined
      while (this.#integration && (event = this.#queue.shift())) {
        await this.#deliver(this.#integration, event)
      }
    })().finally(() => {
      this.#draining = null
      // An event queued while the last send finished, or a new integration, starts a new round.
      if (this.#state === 'running') this.#drain()
    })
  }

  async #deliver(integration: CustomerDataIntegration, event: CustomerDataEvent): Promise<void> {
    const { send, logger, retries, wait } = this.#options
    const fields = { type: event.type, action: event.action }
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await send(integration, event)
      if (isDelivered(outcome)) return
      const failure = 'status' in outcome ? { status: outcome.status } : { networkError: true }
      if (!isRetryable(outcome)) {
        logger.warn({ ...fields, ...failure }, 'customer-data event refused')
        return
      }
      if (attempt >= retries) {
        logger.warn({ ...fields, ...failure, retries }, 'customer-data event given up')
        return
      }
      await wait(retryDelayMs(attempt + 1))
    }
  }
}
