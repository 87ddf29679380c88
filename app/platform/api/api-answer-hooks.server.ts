import type { Env } from '#app/platform/env/env.server.ts'
import type { Logger } from '#app/platform/log/logger.server.ts'
import type { UpstreamCookies } from '#app/platform/api/upstream-cookies.ts'
import { validateInBackground } from './response-validation.server.ts'
import type { UpstreamResponse, UpstreamTransport } from './upstream-transport.server.ts'

/**
 * What the API client does with an answer besides returning it (decision 075): the shopper's jar keeps
 * the cookies the API set (PLAT-005), and outside production a contract's answer goes to its check in
 * the background (PLAT-020). Neither changes the answer, and the call waits for neither.
 */
export interface AnswerHooks {
  /** Once the status and headers are in: the jar keeps what the answer's Set-Cookie values set. */
  keepCookies(url: URL, response: UpstreamResponse): void
  /** Once a success is read: its text, as it arrived, goes to its contract's check, unawaited. */
  checkContract(answer: { contract: string; text: string; correlationId: string; log: Logger }): void
}

/** The hooks of one API client: its shopper's jar, if any, and the transport to the services. */
export function answerHooks({
  env,
  cookies,
  transport,
  wireLocale,
}: {
  env: Env
  cookies?: UpstreamCookies
  transport: UpstreamTransport
  /** The locale as the client's calls send it. */
  wireLocale: string
}): AnswerHooks {
  return {
    keepCookies(url, response) {
      const setCookies = response.headers.getSetCookie?.() ?? []
      if (setCookies.length) cookies?.store(url, setCookies)
    },
    checkContract({ contract, text, correlationId, log }) {
      validateInBackground({
        env,
        transport,
        logger: log,
        contract,
        body: text,
        locale: wireLocale,
        correlationId,
      })
    },
  }
}
