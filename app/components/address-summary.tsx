import type { Address } from '#app/models/cart.ts'
import { addressLines } from '#app/models/address-format.ts'

/**
 * An address as a postal block, written as its country writes it (`addressLines`). The phone is shown
 * as the loader gives it: loaders pass it through `displayPhone` (national format), since the phone
 * metadata stays on the server.
 */
export function AddressSummary({
  address,
}: {
  address: Pick<
    Address,
    | 'firstName'
    | 'lastName'
    | 'addressLine1'
    | 'addressLine2'
    | 'city'
    | 'province'
    | 'postalCode'
    | 'country'
    | 'phone'
  >
}) {
  return (
    <address className="not-italic leading-relaxed">
      {addressLines(address).map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}
