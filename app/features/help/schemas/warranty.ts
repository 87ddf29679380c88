import { z } from 'zod'
import { WARRANTY_INTENTS } from '#app/features/help/intents.ts'
import {
  isWarrantyPhotoType,
  MAX_WARRANTY_PHOTO_BYTES,
  MAX_WARRANTY_PHOTOS,
  WARRANTY_DESCRIPTION_MAX,
} from '#app/domain/help/warranty.ts'
import { orderNumberField } from '#app/features/help/schemas/contact-us.ts'
import { dateField, emailField, maxLength, requiredString } from '../../../validation/validators.ts'

/**
 * The warranty claim (FORM-022): the product by name or style number, a purchase date that is not in
 * the future, a description, an optional order number, the email of a guest (a signed-in shopper's
 * comes from the profile) and up to three photos.
 */

const MB = 1024 * 1024

export const WARRANTY_MESSAGES = {
  futureDate: 'The purchase date cannot be in the future',
  photoType: 'Photos must be JPEG, PNG, WebP or HEIC images',
  photoSize: `Each photo must be at most ${MAX_WARRANTY_PHOTO_BYTES / MB} MB`,
  photoCount: `Attach at most ${MAX_WARRANTY_PHOTOS} photos`,
} as const

export const WARRANTY_PRODUCT_MAX = 100
export const WARRANTY_EMAIL_MAX = 100

/**
 * The latest purchase date accepted on `today` (UTC): one day ahead, so that a shopper east of UTC
 * who bought something after midnight local time is not told the date is in the future.
 */
export function latestPurchaseDate(today: Date): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1))
}

/** The claim's text fields; `guest` asks for an email, a signed-in shopper's comes from the profile. */
export function warrantySchema({ today, guest }: { today: Date; guest: boolean }) {
  return z.object({
    intent: z.literal(WARRANTY_INTENTS.warrantyClaim),
    product: requiredString().check(maxLength(WARRANTY_PRODUCT_MAX)),
    purchaseDate: dateField({ max: latestPurchaseDate(today), maxMessage: WARRANTY_MESSAGES.futureDate }),
    description: requiredString().check(maxLength(WARRANTY_DESCRIPTION_MAX)),
    orderNumber: orderNumberField(),
    email: guest
      ? emailField({ max: WARRANTY_EMAIL_MAX })
      : z.unknown().transform((): string | undefined => undefined),
  })
}

export type WarrantyForm = z.infer<ReturnType<typeof warrantySchema>>

/** The photos as read from the upload: type and size of each, and how many (first error first). */
export const WarrantyPhotosSchema = z
  .array(
    z.object({
      name: z.string(),
      type: z.string(),
      size: z.number().max(MAX_WARRANTY_PHOTO_BYTES, WARRANTY_MESSAGES.photoSize),
    }),
  )
  .max(MAX_WARRANTY_PHOTOS, WARRANTY_MESSAGES.photoCount)
  .check(z.refine((photos) => photos.every(isWarrantyPhotoType), WARRANTY_MESSAGES.photoType))

/** The first message about the photos, or undefined when they are fine. */
export function photosError(photos: readonly { name: string; type: string; size: number }[]) {
  const result = WarrantyPhotosSchema.safeParse(photos)
  return result.success ? undefined : result.error.issues[0]?.message
}
