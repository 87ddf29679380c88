import { getShopper } from '#app/context.server.ts'
import { receiveBeacon } from '#app/features/personalisation/beacon-endpoint.server.ts'
import type { Route } from './+types/api-beacon'

/** PERS-068: the browser's batched events; a post only. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } })
  return receiveBeacon(getShopper(context), request)
}

/** Nothing to read here. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}
