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
