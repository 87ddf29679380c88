import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { Env } from '#app/platform/env/env.server.ts'
import type { Logger } from '#app/platform/log/logger.server.ts'
import { inBackground } from '#app/platform/process/background.server.ts'
import type { UpstreamTransport } from './upstream-transport.server.ts'

/**
 * PLAT-020 (decision 075): outside production, the front-end service checks API answers against their
 * contracts: `POST /fapi/api/validate-response/{contract}` with the answer as its body. It is a
 * developer's aid, never part of a shopper's request: sent in the background once the answer is read,
 * never awaited, never retried, its failures only logged, and bounded (a few at a time, small answers
 * only). Whether it runs is the configuration's (`env.validateApiResponses`: never in the production
 * deployment, whatever the variable says), not the page's path (A2).
 */

/** At most this many validations under way in the process; beyond that an answer is not checked. */
export const MAX_VALIDATIONS_IN_FLIGHT = 4
/** A longer answer is not sent (a search page of 96 products is about 200 kB). */
export const MAX_VALIDATED_CHARS = 256 * 1024
/** The validation call's own deadline. */
export const VALIDATION_TIMEOUT_MS = 2000

/** The path of a contract's validation, under the front-end service (the commerce API's base). */
export function validateResponsePath(contract: string): string {
  return `/fapi/api/validate-response/${encodeURIComponent(contract)}`
}

const ValidationAnswerSchema = z.looseObject({
  valid: z.boolean(),
  issues: z.array(z.unknown()).optional(),
})

let inFlight = 0

export interface ValidationRequest {
  env: Env
  transport: UpstreamTransport
  logger: Logger
  /** The contract the answer is checked against (the call's `contract`). */
  contract: string
  /** The answer's body as it arrived (JSON text). */
  body: string
  /** The wire locale of the call, sent as the client sends it on every call. */
  locale: string
  /** The validated call's correlation id, so the two lines meet in the logs. */
  correlationId: string
}

/** Sends the answer for validation in the background, when validation is on and within the bounds. */
export function validateInBackground(request: ValidationRequest): void {
  if (!request.env.validateApiResponses) return
  if (request.body.length > MAX_VALIDATED_CHARS || inFlight >= MAX_VALIDATIONS_IN_FLIGHT) {
    request.logger.debug({ contract: request.contract }, 'response validation skipped')
    return
  }
  inFlight += 1
  inBackground(
    validate(request)
      .catch((error: unknown) => {
        request.logger.info({ err: error, contract: request.contract }, 'response validation unavailable')
      })
      .finally(() => {
        inFlight -= 1
      }),
  )
}

async function validate({
  env,
  transport,
  logger,
  contract,
  body,
  locale,
  correlationId,
}: ValidationRequest) {
  const url = new URL(`${env.commerceApiUrl}${validateResponsePath(contract)}`)
  url.searchParams.set('locale', locale)
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'x-transaction-id': randomUUID(),
    'x-correlation-id': correlationId,
    'x-locale': locale,
  })
  if (env.API_ACCESS_KEY) headers.set('x-api-key', env.API_ACCESS_KEY)
  if (env.API_SERVER_TRUST_ID) headers.set('x-server-trust-id', env.API_SERVER_TRUST_ID)
  const response = await transport(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(VALIDATION_TIMEOUT_MS),
  })
  const text = new TextDecoder().decode(await response.arrayBuffer())
  if (!response.ok) {
    logger.info({ contract, status: response.status }, 'response validation unavailable')
    return
  }
  const answer = ValidationAnswerSchema.safeParse(text ? JSON.parse(text) : undefined)
  if (!answer.success) {
    logger.info({ contract }, 'response validation answered something else')
    return
  }
  if (!answer.data.valid) {
    logger.warn(
      { contract, correlationId, issues: answer.data.issues?.slice(0, 5) },
      'upstream response does not match its contract',
    )
  }
}
