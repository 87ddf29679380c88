/**
 * CHK-002 (000 §2; §4 Checkout step; A22): express checkout goes straight to the summary when the
 * shopper is signed in, the express-checkout flag is on, a default saved card exists, and there is a
 * delivery address or a pickup contact. Otherwise checkout starts at shipping.
 */
export interface ExpressCheckoutFacts {
  signedIn: boolean
  flagEnabled: boolean
  hasDefaultCard: boolean
  hasDeliveryAddress: boolean
  hasPickupContact: boolean
}

export function startStep(facts: ExpressCheckoutFacts): 'summary' | 'shipping' {
  const express =
    facts.signedIn &&
    facts.flagEnabled &&
    facts.hasDefaultCard &&
    (facts.hasDeliveryAddress || facts.hasPickupContact)
  return express ? 'summary' : 'shipping'
}
