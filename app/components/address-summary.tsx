import type { Address } from '#app/models/cart.ts'

/** An address as a postal block. */
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
      {address.firstName} {address.lastName}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? (
        <>
          <br />
          {address.addressLine2}
        </>
      ) : null}
      <br />
      {address.city}
      {address.province ? `, ${address.province}` : ''} {address.postalCode}
      <br />
      {address.country}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  )
}
