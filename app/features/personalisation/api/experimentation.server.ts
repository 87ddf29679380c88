import {
  createBatchEventProcessor,
  createInstance,
  createLogger,
  createPollingProjectConfigManager,
  createStaticProjectConfigManager,
  INFO,
  WARN,
  type Client,
  type EventDispatcher,
  type OptimizelyUserContext,
  type OpaqueOdpManager,
  type PollingConfigManagerConfig,
} from '@optimizely/optimizely-sdk'
import type { Logger } from '#app/platform/log/logger.server.ts'
import {
  eventBatching,
  eventTags,
  isFlagUserId,
  sendableAttributes,
  type UserAttributes,
} from '#app/domain/tracking/experimentation.ts'
import {
  datafileRequestHandler,
  logEventDispatcher,
  type SdkRequestHandler,
} from './experimentation-transport.server.ts'

/**
 * The flag client (PERS-060…072): the provider's SDK on the server, one per process. Decisions are made
 * in loaders, so the browser runs no SDK and pages never flicker. A client that is not ready, or has
 * failed, never fails a page: its decisions are none, and the baselines show (decision 038).
 */

/** PERS-064: the client's states (001 §4), plus `starting` until the first datafile is in. */
export type FlagClientState = 'starting' | 'ready' | 'failed' | 'closed'

export interface FlagClientOptions {
  /** With a key, the datafile comes from the CDN template and is polled; without, `localDatafile`. */
  sdkKey?: string
  datafileUrlTemplate: string
  localDatafile: unknown
  pollMs: number
  readyTimeoutMs: number
  /** The longest a page waits for a client still starting (decision 038). */
  pageWaitMs: number
  eventUrl: string
  /** As configured (text from the environment, or a number); checked by VAL-047, default 10. */
  eventBatchSize?: unknown
  /** As configured; checked by VAL-048, default 1000 ms. */
  eventFlushIntervalMs?: unknown
  logger: Logger
  odpManager?: OpaqueOdpManager
  /** Tests: the HTTP client and the random source of the retry jitter. */
  fetch?: typeof fetch
  random?: () => number
}

/** What a decision tells the storefront: the flag, its rule and the variation (null: none). */
export interface FlagDecision {
  flagKey: string
  enabled: boolean
  ruleKey: string | null
  variationKey: string | null
  /** True when an experiment (not a rollout) decided: only then is an exposure sent. */
  experiment: boolean
}

export interface FlagClient {
  state(): FlagClientState
  /** Resolves once the client is ready or has failed to become ready (PERS-064). */
  settled(): Promise<void>
  /**
   * A flag's decision for a user; sends the exposure event when an experiment decided it. `prepare`
   * completes the user context first (the customer-data segments, PERS-073).
   */
  decide(
    userId: string,
    attributes: UserAttributes,
    flagKey: string,
    prepare?: (client: Client, user: OptimizelyUserContext) => Promise<unknown>,
  ): Promise<FlagDecision | null>
  /** The datafile the client holds, for what reads its integrations (PERS-077). */
  datafile(): Pick<Client, 'getOptimizelyConfig'>
  /** A conversion event for a user, with optional tags (PERS-070). */
  track(
    userId: string,
    attributes: UserAttributes,
    eventKey: string,
    tags?: Record<string, unknown>,
  ): Promise<void>
  /** Stops polling and sends the events still queued. */
  close(): Promise<void>
}

/**
 * The SDK's warnings and errors as ours. Its info messages narrate every decision (the audiences
 * evaluated, the variation, the flag on): three lines per page view and visitor, detail rather than
 * events, so they are logged (and the SDK formats them) only where debug logs are on.
 */
function sdkLogger(logger: Logger) {
  return createLogger({
    level: logger.isLevelEnabled('debug') ? INFO : WARN,
    logHandler: {
      log(level, message) {
        // LogLevel: 0 debug, 1 info, 2 warn, 3 error.
        if (level >= 3) logger.error({ source: 'flag-client' }, message)
        else if (level === 2) logger.warn({ source: 'flag-client' }, message)
        else logger.debug({ source: 'flag-client' }, message)
      },
    },
  })
}

function configManager(options: FlagClientOptions) {
  if (!options.sdkKey) {
    return createStaticProjectConfigManager({ datafile: JSON.stringify(options.localDatafile) })
  }
  // The SDK takes a request handler in place of its own (its factory spreads the options over it).
  const config: PollingConfigManagerConfig & { requestHandler: SdkRequestHandler } = {
    sdkKey: options.sdkKey,
    urlTemplate: options.datafileUrlTemplate,
    updateInterval: options.pollMs,
    autoUpdate: true,
    requestHandler: datafileRequestHandler(options),
  }
  return createPollingProjectConfigManager(config)
}

/**
 * The SDK's batch event processor with the spec's queue (CONST-060) and our dispatcher. A configured
 * batch size or flush interval that is not valid falls back to 10 and 1000 ms (VAL-047, VAL-048).
 */
export function eventProcessor(
  eventDispatcher: EventDispatcher,
  configured: Pick<FlagClientOptions, 'eventBatchSize' | 'eventFlushIntervalMs' | 'logger'>,
) {
  const batching = eventBatching({
    batchSize: configured.eventBatchSize,
    flushIntervalMs: configured.eventFlushIntervalMs,
  })
  for (const warning of batching.warnings) configured.logger.warn({ source: 'flag-client' }, warning)
  return createBatchEventProcessor({
    batchSize: batching.batchSize,
    flushInterval: batching.flushIntervalMs,
    eventDispatcher,
  })
}

/** A new flag client; the storefront uses the one `flagClient()` keeps per process. */
export function createFlagClient(options: FlagClientOptions): FlagClient {
  const { logger } = options
  const instance: Client = createInstance({
    projectConfigManager: configManager(options),
    eventProcessor: eventProcessor(logEventDispatcher(options.eventUrl, options), options),
    logger: sdkLogger(logger),
    odpManager: options.odpManager,
  })
  let state: FlagClientState = 'starting'
  const ready = instance.onReady({ timeout: options.readyTimeoutMs }).then(
    () => {
      if (state === 'starting') state = 'ready'
    },
    (error: unknown) => {
      if (state === 'closed') return
      state = 'failed'
      logger.warn({ err: error }, 'flag client failed to become ready; experiments show their baselines')
    },
  )

  /** VAL-049: a user id the SDK would take but the spec calls invalid input; logged, never decided. */
  function validUser(userId: unknown): boolean {
    if (isFlagUserId(userId)) return true
    logger.warn({ source: 'flag-client', userId }, 'invalid input: the user id must be a non-empty string')
    return false
  }

  /** A page waits for a starting client at most `pageWaitMs`, never the whole ready timeout. */
  async function usable(): Promise<boolean> {
    if (state === 'starting') {
      let timer: NodeJS.Timeout | undefined
      const wait = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, options.pageWaitMs)
        timer.unref()
      })
      await Promise.race([ready, wait])
      clearTimeout(timer)
    }
    // A failed client may still have received a datafile since; without one its decisions are empty.
    return state !== 'closed' && instance.getOptimizelyConfig() !== null
  }

  return {
    state: () => state,
    settled: () => ready,
    datafile: () => instance,
    async decide(userId, attributes, flagKey, prepare) {
      if (!validUser(userId) || !(await usable())) return null
      const user = instance.createUserContext(userId, sendableAttributes(attributes))
      await prepare?.(instance, user)
      const decision = user.decide(flagKey)
      return {
        flagKey,
        enabled: decision.enabled,
        ruleKey: decision.ruleKey,
        variationKey: decision.variationKey,
        experiment: Boolean(
          instance
            .getOptimizelyConfig()
            ?.featuresMap[flagKey]?.experimentRules.some((rule) => rule.key === decision.ruleKey),
        ),
      }
    },
    async track(userId, attributes, eventKey, tags = {}) {
      if (!validUser(userId) || !(await usable())) return
      instance.createUserContext(userId, sendableAttributes(attributes)).trackEvent(eventKey, eventTags(tags))
    },
    async close() {
      if (state === 'closed') return
      state = 'closed'
      // An event handed to the SDK reaches its queue a few microtasks later: let it, so that it is sent.
      await new Promise((resolve) => setImmediate(resolve))
      const closing = instance
        .close()
        .catch((error: unknown) => logger.warn({ err: error }, 'flag client close failed'))
      // The SDK's close of a client whose datafile was refused never settles (its stop is skipped once
      // it has failed); without a datafile nothing was decided or queued, so there is nothing to wait for.
      if (instance.getOptimizelyConfig() === null) return
      await closing
    },
  }
}

let shared: FlagClient | undefined

/** The process's flag client, created on first use with `options()`. */
export function flagClient(options: () => FlagClientOptions): FlagClient {
  shared ??= createFlagClient(options())
  return shared
}

/** Closes the process's client (shutdown, tests); the next `flagClient()` creates a new one. */
export async function closeFlagClient(): Promise<void> {
  const closing = shared
  shared = undefined
  await closing?.close()
}
