import { z } from 'zod'
import { LEAVE_PREVIEW_INTENT, PREVIEW_TOOL_INTENTS } from '#app/features/content/intents.ts'
import { DEFAULT_PREVIEW_LIMIT, isPreviewLimit } from '#app/domain/content/preview.ts'
import { maxLength, MESSAGES, requiredString } from '#app/validation/validators.ts'

/**
 * The preview tool's forms (001 §2 Preview tool): the controls bar, a GET form whose query is read
 * on the server, and the editor's unlock post.
 */

export const PREVIEW_MESSAGES = {
  /** VAL-046: the spec's message. */
  docTypeRequired: 'Doc type is required',
  /** The espot map's category or product id. */
  contentId: 'Use up to 40 letters, digits or dashes',
} as const

/** A document type or layout variant as the content service names them. */
const NAME_PATTERN = /^[\w-]+$/

/**
 * The controls bar (CMS-150): docType is required (VAL-046); an odd layoutVariant, limit or page is
 * ignored, never an error: limit falls back to 20 (CMS-152, CONST-021) and page to the first.
 */
export const PreviewControlsSchema = z.object({
  docType: requiredString({ message: PREVIEW_MESSAGES.docTypeRequired }).check(
    maxLength(60),
    z.regex(NAME_PATTERN, MESSAGES.pattern),
  ),
  layoutVariant: z
    .string()
    .trim()
    .max(60)
    .regex(NAME_PATTERN)
    .optional()
    .catch(() => undefined),
  limit: z.coerce
    .number()
    .refine(isPreviewLimit)
    .catch(() => DEFAULT_PREVIEW_LIMIT),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .catch(() => 1),
})
export type PreviewControls = z.infer<typeof PreviewControlsSchema>

/** The editor secret that unlocks preview in the production deployment. */
export const PreviewUnlockSchema = z.object({
  intent: z.literal(PREVIEW_TOOL_INTENTS.unlock),
  secret: requiredString({ trim: false }).check(maxLength(200)),
})

/** The preview ribbon's "Leave preview": the page to go back to, checked to be one of this site's. */
export const LeavePreviewSchema = z.object({
  intent: z.literal(LEAVE_PREVIEW_INTENT),
  redirectTo: z.string().max(2000).optional(),
})

/**
 * A category or product id an editor types on the espot map (CMS-017), a GET form: letters, digits
 * and dashes, as the content service's ids are. An empty field asks for nothing.
 */
export const EspotIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, PREVIEW_MESSAGES.contentId)
