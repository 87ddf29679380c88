import { ApiError } from '#app/domain/errors/api-error.ts'

/**
 * The store's contract and value encoding, shared by both implementations (decision 044).
 * `shared-state.server.ts` picks the implementation; callers import from there.
 */
export interface SharedState {
  readonly kind: 'memory' | 'redis'
  get<T>(key: string): Promise<T | undefined>
  /** Sets the value for `ttlMs` milliseconds. */
  set(key: string, value: unknown, ttlMs: number): Promise<void>
  /** SET NX PX: writes only when the key holds nothing; true when this call wrote it. */
  setIfAbsent(key: string, value: unknown, ttlMs: number): Promise<boolean>
  delete(key: string): Promise<void>
}

/** The longest any value is kept, whatever a caller asks (the stores stay bounded in age). */
export const MAX_TTL_MS = 24 * 60 * 60_000

/** A caller's TTL made safe: a whole number of milliseconds from 1 to MAX_TTL_MS. */
export function boundedTtl(ttlMs: number): number {
  if (!Number.isFinite(ttlMs)) return MAX_TTL_MS
  return Math.min(MAX_TTL_MS, Math.max(1, Math.round(ttlMs)))
}

const API_ERROR = '__apiError'

/**
 * JSON text for a value. An `ApiError` (an outcome may carry one) keeps its fields, so the instance
 * that reads it answers the shopper as the one that wrote it would.
 */
export function encodeValue(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item instanceof ApiError
      ? {
          [API_ERROR]: {
            status: item.status,
            errorId: item.errorId,
            message: item.message,
            correlationId: item.correlationId,
            appId: item.appId,
            details: item.details,
          },
        }
      : item,
  )
}

/** The value `encodeValue` wrote. */
export function decodeValue<T>(text: string): T {
  return JSON.parse(text, (_key, item: unknown) => {
    if (item && typeof item === 'object' && API_ERROR in item) {
      return new ApiError((item as { [API_ERROR]: ConstructorParameters<typeof ApiError>[0] })[API_ERROR])
    }
    return item
  }) as T
}
