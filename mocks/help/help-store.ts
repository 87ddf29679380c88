/**
 * What shoppers sent through the help forms: contact-us messages and warranty claims. Kept apart from
 * `state.ts` as reviews are, and emptied with it: `resetState()` calls `resetHelpForms()`.
 */

export interface ContactMessageRecord {
  referenceId: string
  consumerNo?: string
  locale?: string
  firstName: string
  lastName: string
  email: string
  phone?: string
  category: string
  subject: string
  orderNumber?: string
  message: string
  receivedAt: string
}

export interface WarrantyClaimRecord {
  caseNumber: string
  consumerNo?: string
  /** The query the claim came with (locale, country). */
  query: Record<string, string>
  product: string
  purchaseDate: string
  description: string
  orderNumber?: string
  email: string
  photos: { name: string; type: string; size: number }[]
  receivedAt: string
}

/** Its arrays are emptied in place on reset: read them through `helpStore`. */
export const helpStore = {
  contactMessages: [] as ContactMessageRecord[],
  warrantyClaims: [] as WarrantyClaimRecord[],
}

export function resetHelpForms(): void {
  helpStore.contactMessages.length = 0
  helpStore.warrantyClaims.length = 0
}
