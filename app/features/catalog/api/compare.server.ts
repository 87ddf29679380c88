import { CompareDataSchema, type CompareData } from '#app/domain/catalog/compare-data.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'

/** GET /fapi/components/compare?ids=…&ids=… */
export function getCompareData(api: ApiClient, ids: string[]): Promise<CompareData> {
  return api.request({ path: '/fapi/components/compare', query: { ids }, schema: CompareDataSchema })
}
