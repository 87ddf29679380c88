/** Pay later on the billing step (CHK-035): no imports, this module reaches the browser. */
export const PAY_LATER_INTENTS = { startPayLater: 'start-pay-later' } as const
