/**
 * PLAT-020 (decision 075): the contracts API answers are checked against outside production, by name.
 * A call names its contract (`contract` of the API client's request); the front-end service's
 * `POST /fapi/api/validate-response/{contract}` checks the answer. The service holds the contracts;
 * the names are the storefront's, one per kind of answer it reads.
 */
export const API_CONTRACTS = {
  token: 'token',
  cart: 'cart',
  productDetails: 'product-details',
  productSearch: 'product-search',
  consumerProfile: 'consumer-profile',
  serverTime: 'server-time',
} as const

export type ApiContract = (typeof API_CONTRACTS)[keyof typeof API_CONTRACTS]
