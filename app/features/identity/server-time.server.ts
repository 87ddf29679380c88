import type { Shopper } from '#app/context.server.ts'
import { getServerTime } from '#app/features/customers/index.server.ts'

/** The server time, or our own clock when the time service fails (the form must still open). */
export async function serverNow(shopper: Shopper): Promise<Date> {
  try {
    return await getServerTime(shopper.api)
  } catch (error) {
    shopper.logger.warn({ err: error }, 'server time unavailable; using the local clock')
    return new Date()
  }
}
