import type { Shopper } from '#app/context.server.ts'
import { logger as rootLogger } from '#app/platform/log/logger.server.ts'
import {
  experimentsView,
  type DecidedExperience,
  type ExperimentsView,
} from '#app/domain/tracking/experiment-impression.ts'
import { userAttributes, type UserAttributes } from '#app/domain/tracking/experimentation.ts'
import {
  flagClient,
  type FlagClient,
  type FlagClientOptions,
  type FlagDecision,
} from '#app/features/personalisation/api/experimentation.server.ts'
import { personalisationAllowed } from '#app/features/consent/index.server.ts'
import { customerDataManager, qualifiedSegments } from './customer-data.server.ts'
import localDatafile from './datafile.json' with { type: 'json' }
import { getVisitorState } from './visitor.server.ts'
import { isNewVisitorId, visitorId } from './visitor-id.server.ts'
import { recordDecision } from './recorder.server.ts'
import { oncePerRequest } from '#app/once-per-request.server.ts'

/**
 * Experiments decided on the server (decision 038): the flag client's decision for the visitor's id,
 * made in the loader before the page renders, so the first byte already shows the variant, with or
 * without JavaScript, and never flickers. Nothing is decided, sent or stored when personalisation is
 * not allowed (PERS-001).
 */

/**
 * The shipped datafile, with the customer-data platform configured for it (PERS-077) when one is: the
 * integration a CDN datafile would carry.
 */
function withCustomerData(datafile: typeof localDatafile, env: Shopper['env']) {
  if (!env.CUSTOMER_DATA_URL || !env.CUSTOMER_DATA_KEY) return datafile
  const host = env.CUSTOMER_DATA_URL.replace(/\/$/, '')
  return {
    ...datafile,
    integrations: [{ key: 'odp', host, publicKey: env.CUSTOMER_DATA_KEY, pixelUrl: host }],
  }
}

function options(shopper: Shopper): FlagClientOptions {
  const { env } = shopper
  return {
    sdkKey: env.OPTIMIZELY_SDK_KEY,
    datafileUrlTemplate: env.optimizelyDatafileUrlTemplate,
    localDatafile: withCustomerData(localDatafile, shopper.env),
    pollMs: env.OPTIMIZELY_POLL_MS,
    readyTimeoutMs: env.OPTIMIZELY_READY_TIMEOUT_MS,
    pageWaitMs: env.OPTIMIZELY_PAGE_WAIT_MS,
    eventUrl: env.optimizelyEventUrl,
    eventBatchSize: env.OPTIMIZELY_EVENT_BATCH_SIZE,
    eventFlushIntervalMs: env.OPTIMIZELY_EVENT_FLUSH_INTERVAL_MS,
    logger: rootLogger.child({ source: 'flag-client' }),
    odpManager: customerDataManager(),
  }
}

/** The process's flag client (created on first use). */
export function experiments(shopper: Shopper): FlagClient {
  return flagClient(() => options(shopper))
}

/** The user context's attributes for this visitor (PERS-061); `withProfile: false` reads the session only. */
export async function visitorAttributes(
  shopper: Shopper,
  { withProfile = true } = {},
): Promise<UserAttributes> {
  const visitor = await getVisitorState(shopper, { withProfile })
  return userAttributes(visitor, {
    locale: shopper.locale.locale,
    site: shopper.locale.site.id,
    appVersion: shopper.session.get('appVersion'),
  })
}

const decisions = new WeakMap<Shopper, Map<string, FlagDecision>>()
const shown = new WeakMap<Shopper, DecidedExperience[]>()

/**
 * The variant a decision picks for an experience, by variant id or name, or null when there is none:
 * the experience then shows its baselines (CMS-079). The flag's key is the experienceId; the decision
 * sends its exposure event through the SDK. Not allowed, or no client ready in time: null, no call.
 * Each experience is decided once per request: one exposure, whoever asks (decision 065).
 */
export const decideExperience = oncePerRequest(async (shopper: Shopper, experienceId: string) => {
  const variation = await decide(shopper, experienceId)
  recordDecision(shopper, experienceId, variation)
  return variation
})

async function decide(shopper: Shopper, experienceId: string): Promise<string | null> {
  if (!personalisationAllowed(shopper)) return null
  try {
    const decision = await experiments(shopper).decide(
      visitorId(shopper),
      await visitorAttributes(shopper),
      experienceId,
      // PERS-073: the visitor's customer-data segments, as qualified segments of the user context. An id
      // issued on this request has none: no event has named it to the platform yet (decision 065).
      (client, user) =>
        isNewVisitorId(shopper) ? Promise.resolve([]) : qualifiedSegments(shopper, client, user),
    )
    if (!decision?.variationKey) return null
    let decided = decisions.get(shopper)
    if (!decided) decisions.set(shopper, (decided = new Map()))
    decided.set(experienceId, decision)
    return decision.variationKey
  } catch (error) {
    shopper.logger.warn({ err: error, experienceId }, 'experiment decision failed; baselines shown')
    return null
  }
}

/**
 * Notes what an experience decided by an experiment showed, for the page's experiment impressions
 * (PERS-042). Forced variants and rollouts are not experiments: they give no impression.
 */
export function experienceShown(
  shopper: Shopper,
  shown_: Omit<DecidedExperience, 'ruleKey' | 'variationKey'>,
) {
  const decision = decisions.get(shopper)?.get(shown_.experienceId)
  if (!decision?.experiment || !decision.ruleKey || !decision.variationKey) return
  let list = shown.get(shopper)
  if (!list) shown.set(shopper, (list = []))
  list.push({ ...shown_, ruleKey: decision.ruleKey, variationKey: decision.variationKey })
}

/** PERS-042: the impressions and conversions of this request's experiments, for the browser. */
export function pageExperiments(shopper: Shopper): ExperimentsView {
  return experimentsView(shown.get(shopper) ?? [])
}
