/**
 * The content pages' posts, one list for the actions that dispatch them, the schemas that check them
 * and the forms that send them. No imports: this module reaches the browser.
 */

/** The preview tool's posts: unlock preview with the editor secret in production, and lock it again. */
export const PREVIEW_TOOL_INTENTS = {
  unlock: 'unlock',
  lock: 'lock',
} as const

export const PREVIEW_TOOL_INTENT_NAMES = Object.values(PREVIEW_TOOL_INTENTS)

/** The preview ribbon's post: this browser leaves preview. */
export const LEAVE_PREVIEW_INTENT = 'leave-preview'
