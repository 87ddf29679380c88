import { getShopper } from '#app/context.server.ts'
import { requireSignedIn } from '#app/features/identity/session.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { orderNumberOf } from '#app/domain/orders/order.ts'
import { downloadInvoice } from '#app/features/orders/api/account-orders.server.ts'
import type { Route } from './+types/account-order-invoice'

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-

function plain(status: number, text: string) {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

/**
 * ACCT-026: the order's invoice as a file to save. A GET: the upstream call is a POST only to carry
 * the order number, it changes nothing (decision 033). The file name is ours, never the upstream's, and
 * only PDF bytes are passed on. Another shopper's order is not found, as an unknown one is.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  requireSignedIn(shopper, request)
  const orderNumber = orderNumberOf(params.orderNo)
  if (!orderNumber) return plain(404, 'Order not found')
  let file: Awaited<ReturnType<typeof downloadInvoice>>
  try {
    file = await downloadInvoice(shopper.api, orderNumber)
  } catch (error) {
    if (!isApiError(error)) throw error
    if (error.status === 404 || error.status === 403) return plain(404, 'Order not found')
    return plain(502, 'The invoice is not available right now. Please try again later.')
  }
  if (!PDF_MAGIC.every((byte, i) => file.bytes[i] === byte)) {
    shopper.logger.error(
      { contentType: file.contentType },
      'invoice download answered something else than a PDF',
    )
    return plain(502, 'The invoice is not available right now. Please try again later.')
  }
  return new Response(file.bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice-${orderNumber}.pdf"`,
      'Content-Length': String(file.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
