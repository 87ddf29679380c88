import { z } from 'zod'

/**
 * The warranty claim (001 §7 Warranty: POST /consumers-v3/consumer/warranty creates a support case).
 * The photo limits are ours (decision 029): the storefront enforces them while it reads the upload,
 * the emulator enforces the same ones.
 */

/** Image types a claim's photos may have: JPEG, PNG, WebP and the HEIC photos phones take. */
export const WARRANTY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const

/** The file picker's `accept`: the types above, and their extensions for systems that do not know HEIC. */
export const WARRANTY_PHOTO_ACCEPT = `${WARRANTY_PHOTO_TYPES.join(',')},.jpg,.jpeg,.png,.webp,.heic`

export const MAX_WARRANTY_PHOTO_BYTES = 5 * 1024 * 1024
export const MAX_WARRANTY_PHOTOS = 3
export const WARRANTY_DESCRIPTION_MAX = 2000

/** The posted form field that carries the photos. */
export const WARRANTY_PHOTO_FIELD = 'photos'

/** A photo as the form posted it: enough to check it and to send it on. */
export interface PhotoMeta {
  name: string
  type: string
  size: number
}

/**
 * True for an accepted image type. A HEIC photo often arrives without a type (or as a generic
 * binary) from systems that do not know the format: its extension decides then.
 */
export function isWarrantyPhotoType({ name, type }: Pick<PhotoMeta, 'name' | 'type'>): boolean {
  if ((WARRANTY_PHOTO_TYPES as readonly string[]).includes(type.toLowerCase())) return true
  return (type === '' || type === 'application/octet-stream') && /\.(heic|heif)$/i.test(name)
}

/** The case the warranty call opened. */
export const WarrantyCaseSchema = z.looseObject({ caseNumber: z.string().min(1) })
export type WarrantyCase = z.infer<typeof WarrantyCaseSchema>

/** The claim's fields as the warranty call receives them (multipart, beside the photos). */
export interface WarrantyClaimFields {
  product: string
  purchaseDate: string
  description: string
  orderNumber?: string
  email: string
}
