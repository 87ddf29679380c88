import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { API_CONTRACTS, type ApiContract } from '#app/platform/api/api-contracts.ts'
import { CartSchema } from '#app/domain/cart/cart.ts'
import { ProfileResponseSchema } from '#app/domain/account/consumer-profile.ts'
import { ProductDetailsSchema, ProductSearchSchema } from '#app/domain/catalog/product.ts'
import { TokenResponseSchema } from '#app/domain/identity/token.ts'
import { apiError } from './errors.ts'

/**
 * The front-end service's response validation (PLAT-020, decision 075): `POST
 * /fapi/api/validate-response/{contract}` with an API answer as the body answers `{ contract, valid,
 * issues? }`. The contracts here are the shapes the storefront reads (its model schemas), strict where
 * the storefront relies on a field; an unknown contract is 404. Calls are in the capture log.
 */

const CONTRACTS: Record<ApiContract, z.ZodType> = {
  [API_CONTRACTS.token]: TokenResponseSchema,
  [API_CONTRACTS.cart]: CartSchema,
  [API_CONTRACTS.productDetails]: ProductDetailsSchema,
  [API_CONTRACTS.productSearch]: ProductSearchSchema,
  [API_CONTRACTS.consumerProfile]: ProfileResponseSchema,
  [API_CONTRACTS.serverTime]: z.looseObject({ timestamp: z.union([z.number(), z.string()]) }),
}

function contractOf(name: string): z.ZodType | undefined {
  return Object.hasOwn(CONTRACTS, name) ? CONTRACTS[name as ApiContract] : undefined
}

export const handlers = [
  http.post('*/fapi/api/validate-response/:contract', async ({ request, params }) => {
    const contract = String(params.contract)
    const schema = contractOf(contract)
    if (!schema) return apiError(request, 404, 'API404', `Unknown contract ${contract}`)
    let body: unknown
    try {
      body = JSON.parse(await request.text())
    } catch {
      return apiError(request, 400, 'API400', 'The body is not JSON')
    }
    const result = schema.safeParse(body)
    return HttpResponse.json({
      contract,
      valid: result.success,
      ...(result.success
        ? {}
        : {
            issues: result.error.issues
              .slice(0, 10)
              .map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
          }),
    })
  }),
]
