import type { confirmationDetails } from './confirmation.server.ts'

/** The order as the confirmation shows it (CHK-031, CHK-040), read from the order service. */
export type ConfirmationDetails = NonNullable<Awaited<ReturnType<typeof confirmationDetails>>>
