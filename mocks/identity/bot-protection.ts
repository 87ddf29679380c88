import { http, HttpResponse } from 'msw'
import {
  BOT_PROTECTION_HEADER,
  DEFAULT_BOT_PROTECTION_TOKEN_PATH,
} from '#app/domain/identity/bot-protection.ts'
import type { ErrorBody } from '#app/domain/errors/error-body.ts'
import { db, newToken } from '../state.ts'

/**
 * The bot-protection service (PLAT-025, A17: the path is ours, the storefront's default of
 * `BOT_PROTECTION_TOKEN_PATH`). `POST` answers `{ token, expiresIn }`; a call carrying
 * `x-bot-protection-token` with a token it did not issue, or one that expired, is refused the way bot
 * defence refuses: 403 with the defence's `appId` (ERR-003). A call without the header is let through,
 * as the storefront sends the post anyway when the token call fails.
 */

export const BOT_TOKEN_TTL_SECONDS = 300
/** The defence's application id on a refusal: the storefront logs a bot-defence event for it. */
export const BOT_DEFENCE_APP_ID = 'bot-defence-emulator'
/** Tokens kept at most: the oldest go first (a long run issues one per protected post). */
const MAX_BOT_TOKENS = 1000

function issue(): string {
  const token = newToken('bpt')
  db.botTokens.set(token, Date.now() + BOT_TOKEN_TTL_SECONDS * 1000)
  if (db.botTokens.size > MAX_BOT_TOKENS) db.botTokens.delete(db.botTokens.keys().next().value!)
  return token
}

/** The bot defence's refusal of a call whose token it never issued or that expired; else undefined. */
export function botDefenceRefusal(request: Request): Response | undefined {
  const token = request.headers.get(BOT_PROTECTION_HEADER)
  if (token === null) return undefined
  const expiresAt = db.botTokens.get(token)
  if (expiresAt !== undefined && expiresAt > Date.now()) return undefined
  const body: ErrorBody = {
    errorDetails: [{ errorId: 'AUT403', message: 'Request blocked by bot defence' }],
    appId: BOT_DEFENCE_APP_ID,
    correlationId: request.headers.get('x-correlation-id') ?? undefined,
  }
  return HttpResponse.json(body, { status: 403 })
}

export const handlers = [
  http.post(`*${DEFAULT_BOT_PROTECTION_TOKEN_PATH}`, () =>
    HttpResponse.json({ token: issue(), expiresIn: BOT_TOKEN_TTL_SECONDS }),
  ),
]
