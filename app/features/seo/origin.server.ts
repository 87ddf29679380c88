import { getEnv } from '#app/platform/env/env.server.ts'

/** The shop's public origin: SITE_ORIGIN when configured, else the request's. */
export function siteOrigin(request: Request | URL): string {
  return getEnv().siteOrigin ?? (request instanceof URL ? request : new URL(request.url)).origin
}
