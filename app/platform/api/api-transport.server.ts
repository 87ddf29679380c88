import type { Env } from '#app/platform/env/env.server.ts'
import {
  configuredTransport,
  loadMockModeTransport,
  type UpstreamTransport,
} from './upstream-transport.server.ts'

/**
 * Which transport answers an API client's calls: the services, through the configured transport or
 * the one a test gives, or, for a session in mock mode, the emulator's handlers in this process
 * (PLAT-014, decision 074). Production ignores mock mode (PLAT-016): its calls go to the services.
 */
export interface TransportChoice {
  /** Mock mode answers this client's calls. */
  mocked: boolean
  /** The services' transport: every call outside mock mode, and the calls made in the background. */
  services: UpstreamTransport
  /**
   * The transport for the next call. Mock mode's loads the emulator on the first call of the process,
   * which takes seconds: the caller awaits it before the call's deadline starts.
   */
  forCall(): UpstreamTransport | Promise<UpstreamTransport>
}

/** The transport choice of a client built with `fetch` (a test's) and `mock` (the session's mode). */
export function chooseTransport(
  env: Pick<Env, 'mockModeAvailable' | 'UPSTREAM_TRANSPORT'>,
  options: { fetch?: UpstreamTransport; mock?: boolean },
): TransportChoice {
  const mocked = options.mock === true && env.mockModeAvailable
  const services = options.fetch ?? configuredTransport(env)
  return { mocked, services, forCall: () => (mocked ? loadMockModeTransport() : services) }
}
