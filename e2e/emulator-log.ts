import type { CapturedRequest } from '#mocks/state.ts'
import { EMULATOR_URL } from '../playwright.config.ts'

/** One call in the emulator's request log, with the body a journey expects of it. */
export type EmulatorCall<Body = unknown> = Omit<CapturedRequest, 'body'> & { body: Body }

/**
 * Every call this worker's emulator has received since the journey's reset, oldest first: the
 * storefront's calls to the upstreams, and the browser's own to a provider's pages or a third party.
 */
export async function emulatorRequests<Body = unknown>(): Promise<EmulatorCall<Body>[]> {
  const response = await fetch(`${EMULATOR_URL}/__emulator/requests`)
  if (!response.ok) throw new Error(`the emulator's request log answered ${response.status}`)
  return (await response.json()) as EmulatorCall<Body>[]
}

/**
 * Where the emulator's log stands now: the calls after it are what a journey's next steps caused. A
 * journey that checks what an action did not call counts from here rather than from its reset, which a
 * closed page's last request to the storefront may still reach after the next journey has begun.
 */
export async function emulatorMark(): Promise<number> {
  return (await emulatorRequests()).length
}

/** The calls the emulator received after `mark`, oldest first, as `METHOD /path`. */
export async function emulatorCallsSince(mark: number): Promise<string[]> {
  return (await emulatorRequests()).slice(mark).map((call) => `${call.method} ${call.path}`)
}
