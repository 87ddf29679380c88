import { randomUUID } from 'node:crypto'
import {
  createOdpManager,
  type Client,
  type OpaqueOdpManager,
  type OptimizelyConfig,
  type OptimizelyUserContext,
} from '@optimizely/optimizely-sdk'
import type { Shopper } from '#app/context.server.ts'
import { personalisationAllowed } from '#app/features/consent/index.server.ts'
import { logger as rootLogger } from '#app/platform/log/logger.server.ts'
import {
  SEGMENT_CACHE_SIZE,
  SEGMENT_CACHE_TIMEOUT_MS,
  SEGMENTS_API_TIMEOUT_MS,
  SEGMENTS_PAGE_DEADLINE_MS,
  customerDataIntegration,
  identifyEvent,
  pageViewEvent,
  type CustomerDataIdentifiers,
} from '#app/domain/tracking/customer-data.ts'
import { pageType } from '#app/domain/paths/page-type.ts'
import { sendPixelEvent } from '#app/features/personalisation/api/customer-data.server.ts'
import { CustomerDataEventQueue } from './customer-data-events.server.ts'

/**
 * The customer-data platform (decision 040). Segments: the experimentation SDK's own manager, which
 * reads the platform's host and key from the datafile (PERS-073, PERS-074, PERS-077). Events: the
 * storefront's pixel queue (PERS-075, PERS-076), fed with the same datafile settings. Every call is
 * behind `personalisationAllowed` (PERS-001) and none ever fails a page.
 */

const log = rootLogger.child({ upstream: 'customer-data' })

/**
 * The customer-data platform's manager for the experimentation client: a new one per call, since the
 * client that receives it (`createInstance({ odpManager })`) starts it and stops it on `close()`. Its
 * segment cache holds 100 entries for 600 s (CONST-063); segment calls give up after 10 s.
 */
export function customerDataManager({
  segmentsApiTimeoutMs = SEGMENTS_API_TIMEOUT_MS,
}: { segmentsApiTimeoutMs?: number } = {}): OpaqueOdpManager | undefined {
  return createOdpManager({
    segmentsCacheSize: SEGMENT_CACHE_SIZE,
    segmentsCacheTimeout: SEGMENT_CACHE_TIMEOUT_MS,
    segmentsApiTimeout: segmentsApiTimeoutMs,
  })
}

let events: CustomerDataEventQueue | undefined

/** The process's customer-data event queue, running from its first use. */
export function customerDataEvents(): CustomerDataEventQueue {
  if (!events) {
    events = new CustomerDataEventQueue({
      send: (integration, event) => sendPixelEvent(integration, event),
      logger: log,
    })
    events.start()
  }
  return events
}

/** The client config whose integration the event queue follows (re-read only when the datafile changes). */
let followedConfig: OptimizelyConfig | null = null

/**
 * PERS-077: points the event queue at the customer-data settings of the experimentation client's
 * current datafile. Cheap when nothing changed; `qualifiedSegments` calls it on every use.
 */
export function followDatafileOf(client: Pick<Client, 'getOptimizelyConfig'>): void {
  const config = client.getOptimizelyConfig()
  if (!config || config === followedConfig) return
  followedConfig = config
  customerDataEvents().updateConfig(customerDataIntegration(config.getDatafile()))
}

/**
 * The segments the visitor of `userContext` (made by `client`) qualifies for, set on the user
 * context (`qualifiedSegments`) so that the SDK's audiences can match them: call before deciding.
 * Answers within `deadlineMs`; a slower fetch goes on in the background and fills the cache for the
 * visitor's next page. Never throws.
 */
export async function qualifiedSegments(
  shopper: Shopper,
  client: Client,
  userContext: OptimizelyUserContext,
  { deadlineMs = SEGMENTS_PAGE_DEADLINE_MS }: { deadlineMs?: number } = {},
): Promise<string[]> {
  if (!personalisationAllowed(shopper)) return []
  let timer: NodeJS.Timeout | undefined
  try {
    followDatafileOf(client)
    if (!client.isOdpIntegrated()) return []
    // Fetched on a twin context: a late answer must not change this request's decisions halfway.
    const twin = client.createUserContext(userContext.getUserId())
    const fetched = twin
      .fetchQualifiedSegments()
      .then((ok) => (ok ? twin.qualifiedSegments : null))
      .catch((error: unknown) => {
        shopper.logger.info({ err: error, upstream: 'customer-data' }, 'segments unavailable')
        return null
      })
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), deadlineMs)
    })
    const segments = await Promise.race([fetched, late])
    if (segments === 'late') {
      shopper.logger.info({ upstream: 'customer-data', deadlineMs }, 'segments late: deciding without them')
      return []
    }
    // null: the SDK logged why (network, decode, invalid identifier, status): 001 §8, logged only.
    if (!segments) return []
    userContext.qualifiedSegments = segments
    return segments
  } catch (error) {
    shopper.logger.warn({ err: error, upstream: 'customer-data' }, 'segments failed')
    return []
  } finally {
    clearTimeout(timer)
  }
}

/** The identifiers of this shopper: the visitor id when known and, signed in, the consumer number. */
export function customerDataIdentifiers(shopper: Shopper, vuid?: string): CustomerDataIdentifiers {
  const signedIn = shopper.session.get('tokenType') === 'Registered'
  const customerId = signedIn ? shopper.session.get('consumerNo') : undefined
  return { ...(vuid ? { vuid } : {}), ...(customerId ? { fs_user_id: customerId } : {}) }
}

/** Queues a page view of a known visitor (a visitor id, or signed in); nothing without consent. */
export function trackPageView(shopper: Shopper, { path, vuid }: { path: string; vuid?: string }): void {
  if (!personalisationAllowed(shopper)) return
  const identifiers = customerDataIdentifiers(shopper, vuid)
  if (!identifiers.vuid && !identifiers.fs_user_id) return
  customerDataEvents().enqueue(pageViewEvent(identifiers, { path, pageType: pageType(path) }, randomUUID()))
}

/** Queues the identify event of a shopper who has just signed in; nothing without consent. */
export function trackSignIn(shopper: Shopper, { vuid }: { vuid?: string } = {}): void {
  if (!personalisationAllowed(shopper)) return
  const identifiers = customerDataIdentifiers(shopper, vuid)
  if (!identifiers.fs_user_id) return
  customerDataEvents().enqueue(identifyEvent(identifiers, randomUUID()))
}
