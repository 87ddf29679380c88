import { useSubmit } from 'react-router'
import { useDeviceWallet, walletTokenOf } from '../wallet/payment-request.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import { EXPRESS_INTENTS } from './intents.ts'

const OPTIONS: PaymentOptions = {
  requestShipping: true,
  requestPayerEmail: true,
  requestPayerName: true,
  requestPayerPhone: true,
}

/** The post's fields from the wallet's answer: its token, and the payer and address it holds. */
function fieldsOf(response: PaymentResponse): Record<string, string> | null {
  const walletToken = walletTokenOf(response)
  const address = response.shippingAddress
  if (!walletToken || !address) return null
  const [firstName = '', ...rest] = (address.recipient || response.payerName || '').trim().split(/\s+/)
  return {
    walletToken,
    email: response.payerEmail ?? '',
    firstName,
    lastName: rest.join(' '),
    addressLine1: address.addressLine[0] ?? '',
    addressLine2: address.addressLine[1] ?? '',
    city: address.city,
    province: address.region,
    postalCode: address.postalCode,
    country: address.country,
    phone: (address.phone || response.payerPhone || '').replace(/[^\d+]/g, ''),
  }
}

/**
 * CHK-039 express pay with the device's wallet from the product page. Loaded only where the browser
 * has the Payment Request API, and shown only when it says it can pay: with JavaScript only, by nature.
 * The wallet gives the token and the address; the server adds the item, pays and shows the review.
 */
export default function ExpressDeviceWallet({
  locale,
  productId,
  upc,
  redirectTo,
  amount,
  currency,
  text,
}: {
  locale: string
  productId: string
  upc: string
  redirectTo: string
  amount: number
  currency: string
  /** Its button's and its failure's words, in the page's language (from view.tsx). */
  text: { pay: string; failed: string }
}) {
  const submit = useSubmit()
  const { available, failed, pay } = useDeviceWallet({
    amount,
    currency,
    options: OPTIONS,
    read: fieldsOf,
    onPaid: (fields) =>
      void submit(
        { intent: EXPRESS_INTENTS.expressDeviceWallet, productId, upc, qty: '1', redirectTo, ...fields },
        { method: 'post', action: checkoutPath(locale, 'wallet') },
      ),
  })
  if (!available) return null

  return (
    <div className="mt-3">
      <button type="button" className="btn-secondary" onClick={() => void pay()}>
        {text.pay}
      </button>
      {failed ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {text.failed}
        </p>
      ) : null}
    </div>
  )
}
