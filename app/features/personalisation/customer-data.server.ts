import type { OpaqueOdpManager } from '@optimizely/optimizely-sdk'

/** The customer-data platform's manager for the experimentation client, when one is configured. */
export function customerDataManager(): OpaqueOdpManager | undefined {
  return undefined
}
