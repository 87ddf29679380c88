import { z } from 'zod'

/**
 * The customer-data platform (001 §3, §7 "Customer-data segments" and "Customer-data events", §8, §9;
 * decision 040): its settings from the flag datafile, the audiences answer, the pixel request and the
 * retry rule. Pure: the experimentation SDK fetches segments; the storefront sends the pixel events.
 */

/** CONST-063 / PERS-074: the segment cache holds 100 entries... */
export const SEGMENT_CACHE_SIZE = 100
/** ...for 600 s. */
export const SEGMENT_CACHE_TIMEOUT_MS = 600_000
/** 001 §9 experimentation defaults: a segment call gives up after 10000 ms. */
export const SEGMENTS_API_TIMEOUT_MS = 10_000
/** How long a page waits for segments before deciding without them (ours; the fetch carries on and fills the cache). */
export const SEGMENTS_PAGE_DEADLINE_MS = 250
/** CONST-061 / PERS-076: the event queue holds 100 events... */
export const EVENT_QUEUE_SIZE = 100
/** ...and a failed send is retried up to 3 times (ERR-141: 5xx and network errors only). */
export const EVENT_RETRIES = 3
/** 001 §9 experimentation defaults: an event call gives up after 10000 ms. */
export const EVENTS_API_TIMEOUT_MS = 10_000
/** The wait before retry n (1-based): 200 ms doubling, at most 1000 ms, like the SDK's own event backoff. */
export function retryDelayMs(retry: number): number {
  return Math.min(200 * 2 ** (retry - 1), 1000)
}

/** The integration key of the customer-data platform in the datafile (PERS-077). */
export const CUSTOMER_DATA_INTEGRATION_KEY = 'odp'

/** PERS-060 / PERS-077: one entry of the datafile's `integrations`. */
export const DatafileIntegrationSchema = z.looseObject({
  key: z.string(),
  host: z.string().optional(),
  publicKey: z.string().optional(),
  pixelUrl: z.string().optional(),
})

/** What the storefront needs to reach the customer-data platform. */
export interface CustomerDataIntegration {
  /** Base of the segments API: POST {host}/v3/graphql. */
  host: string
  /** Sent as `x-api-key` on segment calls and as `tracker_id` on pixel events. */
  publicKey: string
  /** Base of the pixel: GET {pixelUrl}/v2/zaius.gif. */
  pixelUrl: string
}

const httpUrl = z.url({ protocol: /^https?$/ })

/**
 * PERS-077: the customer-data settings of a datafile (its `integrations` entry keyed "odp"), or null
 * when it has none or they are unusable. Several "odp" entries: the first non-empty value of each
 * field wins, as the SDK reads them. Accepts the datafile as JSON text or as parsed JSON.
 */
export function customerDataIntegration(datafile: unknown): CustomerDataIntegration | null {
  let parsed: unknown = datafile
  if (typeof datafile === 'string') {
    try {
      parsed = JSON.parse(datafile)
    } catch {
      return null
    }
  }
  const integrations = z.object({ integrations: z.array(z.unknown()).default([]) }).safeParse(parsed)
  if (!integrations.success) return null
  const odp = integrations.data.integrations
    .map((entry) => DatafileIntegrationSchema.safeParse(entry))
    .flatMap((entry) =>
      entry.success && entry.data.key === CUSTOMER_DATA_INTEGRATION_KEY ? [entry.data] : [],
    )
  if (odp.length === 0) return null
  const first = (field: 'host' | 'publicKey' | 'pixelUrl') => odp.find((entry) => entry[field])?.[field] ?? ''
  const integration = { host: first('host'), publicKey: first('publicKey'), pixelUrl: first('pixelUrl') }
  if (!integration.publicKey) return null
  if (!httpUrl.safeParse(integration.host).success || !httpUrl.safeParse(integration.pixelUrl).success) {
    return null
  }
  return integration
}

/** PERS-073: one audience of the answer, `qualified` or not. */
export const AudienceNodeSchema = z.looseObject({ name: z.string(), state: z.string() })

/** PERS-073: the answer of POST {host}/v3/graphql, read from data.customer.audiences.edges[].node. */
export const AudiencesResponseSchema = z.looseObject({
  data: z
    .looseObject({
      customer: z
        .looseObject({
          audiences: z.looseObject({
            edges: z.array(z.looseObject({ node: AudienceNodeSchema })),
          }),
        })
        .nullable(),
    })
    .nullable()
    .optional(),
  errors: z
    .array(
      z.looseObject({
        message: z.string().optional(),
        extensions: z
          .looseObject({ code: z.string().optional(), classification: z.string().optional() })
          .optional(),
      }),
    )
    .optional(),
})
export type AudiencesResponse = z.infer<typeof AudiencesResponseSchema>

/** The identifier the platform did not know (001 §8 "invalid identifier"). */
export const INVALID_IDENTIFIER_CODE = 'INVALID_IDENTIFIER_EXCEPTION'

export type SegmentsResult =
  | { ok: true; segments: string[] }
  | { ok: false; reason: 'decode error' | 'invalid identifier' | (string & {}) }

/** PERS-073: the names of the qualified audiences, or why there are none (logged only, 001 §8). */
export function parseAudiences(json: unknown): SegmentsResult {
  const parsed = AudiencesResponseSchema.safeParse(json)
  if (!parsed.success) return { ok: false, reason: 'decode error' }
  const [error] = parsed.data.errors ?? []
  if (error) {
    const code = error.extensions?.code
    if (code === INVALID_IDENTIFIER_CODE) return { ok: false, reason: 'invalid identifier' }
    return { ok: false, reason: error.extensions?.classification ?? code ?? 'error' }
  }
  const edges = parsed.data.data?.customer?.audiences.edges
  if (!edges) return { ok: false, reason: 'decode error' }
  return { ok: true, segments: edges.filter((e) => e.node.state === 'qualified').map((e) => e.node.name) }
}

/** The identifiers the platform knows a visitor by: the visitor id and, signed in, the customer id. */
export interface CustomerDataIdentifiers {
  vuid?: string
  /** The consumer number of a signed-in shopper (the flag client's user id, never the email). */
  fs_user_id?: string
}

/** PERS-075: one pixel event. */
export interface CustomerDataEvent {
  type: string
  action: string
  identifiers: CustomerDataIdentifiers
  data: Record<string, string | undefined>
}

/** Where the storefront says an event came from. */
export const DATA_SOURCE = 'storefront'

/** A page view of a known visitor (decision 040): type `pageview`, action `viewed`. */
export function pageViewEvent(
  identifiers: CustomerDataIdentifiers,
  page: { path: string; pageType: string },
  idempotenceId: string,
): CustomerDataEvent {
  return {
    type: 'pageview',
    action: 'viewed',
    identifiers,
    data: {
      idempotence_id: idempotenceId,
      data_source: DATA_SOURCE,
      page: page.path,
      page_type: page.pageType,
    },
  }
}

/** The sign-in: the SDK's identify event (type `fullstack`, action `identified`). */
export function identifyEvent(
  identifiers: CustomerDataIdentifiers,
  idempotenceId: string,
): CustomerDataEvent {
  return {
    type: 'fullstack',
    action: 'identified',
    identifiers,
    data: { idempotence_id: idempotenceId, data_source: DATA_SOURCE },
  }
}

/** An event with no identifier is not sent (001 §8: invalid identifier). */
export function hasIdentifier(event: CustomerDataEvent): boolean {
  return Object.values(event.identifiers).some((value) => typeof value === 'string' && value !== '')
}

/**
 * PERS-075: GET {pixelUrl}/v2/zaius.gif with the identifiers, the data, tracker_id (the public key),
 * event_type and vdl_action as query parameters. The pixel url keeps its own path (`…/cdp` + `/v2/…`).
 */
export function pixelRequestUrl(integration: CustomerDataIntegration, event: CustomerDataEvent): URL {
  const base = integration.pixelUrl.endsWith('/') ? integration.pixelUrl : `${integration.pixelUrl}/`
  const url = new URL('v2/zaius.gif', base)
  for (const [key, value] of Object.entries(event.identifiers)) {
    if (typeof value === 'string' && value !== '') url.searchParams.append(key, value)
  }
  for (const [key, value] of Object.entries(event.data)) {
    if (value !== undefined) url.searchParams.append(key, value)
  }
  url.searchParams.append('tracker_id', integration.publicKey)
  url.searchParams.append('event_type', event.type)
  url.searchParams.append('vdl_action', event.action)
  return url
}

/** How one send ended: a status, or a network error (no answer, or a timeout). */
export type SendOutcome = { status: number } | { networkError: true }

/** ERR-141 / 001 §8: 5xx and network errors are retried; every other failure (4xx) is logged only. */
export function isRetryable(outcome: SendOutcome): boolean {
  return 'networkError' in outcome || outcome.status >= 500
}

/** A send that reached the platform and was accepted. */
export function isDelivered(outcome: SendOutcome): boolean {
  return 'status' in outcome && outcome.status < 400
}
