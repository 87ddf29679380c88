import { HttpResponse } from 'msw'
import type { ErrorBody } from '#app/domain/errors/error-body.ts'

/**
 * An error in the spec's error body shape (000 §3): `errorDetails[0].errorId`, message, appId and
 * correlationId. The correlation id echoes the request's, so logs on both sides line up.
 */
export function apiError(
  request: Request,
  status: number,
  errorId: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  const body: ErrorBody = {
    errorDetails: [{ errorId, message, ...extra }],
    appId: 'commerce-emulator',
    correlationId: request.headers.get('x-correlation-id') ?? undefined,
  }
  return HttpResponse.json(body, { status })
}

/** Reads a JSON body, or null when there is none or it is not JSON. */
export async function readJson<T = Record<string, unknown>>(request: Request): Promise<T | null> {
  try {
    const text = await request.text()
    return text ? (JSON.parse(text) as T) : null
  } catch {
    return null
  }
}
