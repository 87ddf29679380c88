import type { Logger } from '#app/platform/log/logger.server.ts'
import { ApiError } from '#app/domain/errors/api-error.ts'
import { ErrorBodySchema } from '#app/domain/errors/error-body.ts'
import type { UpstreamResponse } from './upstream-transport.server.ts'

/**
 * Reading an upstream answer's body: JSON or not, and an error answer as the `ApiError` the spec's
 * error body makes of it (ERR-002), logged with the call's correlation id.
 */

/** The answer's text as JSON; `notJson` when there is text that is not JSON (an empty body is neither). */
export function parseJson(text: string): { json: unknown; notJson: boolean } {
  if (!text) return { json: undefined, notJson: false }
  try {
    return { json: JSON.parse(text), notJson: false }
  } catch {
    return { json: undefined, notJson: true }
  }
}

/**
 * The `ApiError` of an answer that is not a success: status, `errorDetails[0]` (its errorId and
 * message), the upstream's correlation id when it sent one (else the call's) and the bot defence's
 * `appId`. Every upstream error is logged on `log`, a server error as a warning.
 */
export function upstreamError(
  response: Pick<UpstreamResponse, 'status' | 'statusText'>,
  json: unknown,
  { correlationId, log, ms }: { correlationId: string; log: Logger; ms: number },
): ApiError {
  const parsed = ErrorBodySchema.safeParse(json)
  const first = parsed.success ? parsed.data.errorDetails[0] : undefined
  const appId = parsed.success ? parsed.data.appId : undefined
  if (response.status === 403 && appId) {
    // A 403 with an appId is the bot-defence case (ERR-003).
    log.warn({ event: 'bot-defence', appId, status: 403 }, 'bot defence triggered')
  }
  log[response.status >= 500 ? 'warn' : 'info'](
    {
      status: response.status,
      ms,
      errorId: first?.errorId,
      upstreamCorrelationId: parsed.success ? parsed.data.correlationId : undefined,
    },
    'upstream error',
  )
  return new ApiError({
    status: response.status,
    errorId: first?.errorId,
    message: first?.message ?? (response.statusText || 'Upstream error'),
    correlationId: (parsed.success && parsed.data.correlationId) || correlationId,
    appId,
    details: first ? { ...first } : {},
  })
}
