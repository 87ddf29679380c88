import { z } from 'zod'
import { maxLength, requiredString } from '#app/validation/validators.ts'
import { ASSOCIATE_LOGIN_INTENTS } from '#app/features/identity/intents.ts'

/** The longest store id, employee id and password the associate login accepts. */
export const ASSOCIATE_FIELD_MAX = 100

/**
 * INSTORE-001 / INSTORE-008: an associate connects with a store, their employee id and password.
 * The store is chosen first (a GET step), then posted with the rest.
 */
export const AssociateLoginSchema = z.object({
  intent: z.literal(ASSOCIATE_LOGIN_INTENTS.connect),
  storeId: requiredString().check(maxLength(ASSOCIATE_FIELD_MAX)),
  employeeId: requiredString().check(maxLength(ASSOCIATE_FIELD_MAX)),
  password: requiredString({ trim: false }).check(maxLength(ASSOCIATE_FIELD_MAX)),
})
