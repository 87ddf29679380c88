/**
 * An upstream error in the spec's shape (ERR-002): the HTTP status, `errorDetails[0].errorId` and
 * message, and the correlation id that ties our log line to the service's.
 */
export class ApiError extends Error {
  readonly status: number
  readonly errorId: string | undefined
  readonly correlationId: string | undefined
  readonly appId: string | undefined
  /** The first errorDetails entry as sent, for extra fields such as maxAllowedQty. */
  readonly details: Record<string, unknown>

  constructor(opts: {
    status: number
    errorId?: string
    message: string
    correlationId?: string
    appId?: string
    details?: Record<string, unknown>
  }) {
    super(opts.message)
    this.name = 'ApiError'
    this.status = opts.status
    this.errorId = opts.errorId
    this.correlationId = opts.correlationId
    this.appId = opts.appId
    this.details = opts.details ?? {}
  }
}

/** True for errors of the known API error class; anything else is a bug and is rethrown (ERR-004). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The error a call answers once the session has ended: the spec's invalid customer (ERR-010). */
export function asInvalidCustomer(error: ApiError): ApiError {
  if (error.errorId === 'AUT498') return error
  return new ApiError({
    status: 401,
    errorId: 'AUT498',
    message: 'Invalid customer: the session is no longer valid',
    correlationId: error.correlationId,
  })
}
