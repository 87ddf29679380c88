/**
 * The test shopper every checkout journey fills in over HTTP or in-process (integration, reliability,
 * benchmark): a US delivery address, and the provider's test card as its hosted page's form takes it.
 */
export const ADDRESS = {
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Walker',
  addressLine1: '12 Trail Road',
  addressLine2: '',
  city: 'Portland',
  province: 'OR',
  postalCode: '97201',
  phone: '5035550100',
}

/** The same shopper at a Paris address, with a French national phone number (fr-fr's checkout). */
export const FR_ADDRESS = {
  ...ADDRESS,
  addressLine1: '12 rue Oberkampf',
  city: 'Paris',
  province: '',
  postalCode: '75011',
  phone: '06 12 34 56 78',
}

export const HOSTED_CARD = {
  cardholderName: 'Pat Walker',
  cardNumber: '4111 1111 1111 1111',
  expiry: '12/35',
  cvc: '123',
}

/** Pays on the provider's hosted page (the emulator's) as a browser posts it; the answer sends it back to us. */
export function payOnHostedPage(hostedPage: string): Promise<Response> {
  return fetch(hostedPage, { method: 'POST', redirect: 'manual', body: new URLSearchParams(HOSTED_CARD) })
}
