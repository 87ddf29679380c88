import { useForm } from '@conform-to/react'
import { Form, Link, useActionData, useNavigation } from 'react-router'
import { AddressSummary } from '#app/components/address-summary.tsx'
import { FormErrors } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { addressBookAction, loadAddressBook } from '#app/features/addresses/addresses.server.ts'
import { ADDRESS_INTENTS } from '#app/features/addresses/intents.ts'
import { getI18n } from '#app/i18next.server.ts'
import { addressBookNs } from '#app/features/addresses/locales/address-book.ts'
import {
  accountAddressDeletePath,
  accountAddressNewPath,
  accountAddressPath,
} from '#app/domain/paths/self-service-paths.ts'
import type { AddressType, BookAddress } from '#app/domain/checkout/saved-addresses.ts'
import type { Route } from './+types/account-addresses'

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const { shipping, billing } = await loadAddressBook(shopper, request)
  return {
    locale: shopper.locale.locale,
    shipping,
    billing,
    title: getI18n(context).t('meta:account.addresses'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return addressBookAction(request, getShopper(context), getI18n(context).t)
}

/** The address book: shipping and billing addresses apart, the main one of each marked (ACCT-016, ACCT-017). */
export default function AddressesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(addressBookNs)
  const actionData = useActionData<typeof action>()
  const { locale, shipping, billing } = loaderData
  const [form] = useForm({
    id: 'make-main-address',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
  })
  return (
    <div>
      <h1 className="text-2xl font-bold">{t('addressBook.title')}</h1>
      <div className="mt-4">
        <FormErrors errors={form.errors} id={form.errorId} />
      </div>
      <AddressList locale={locale} type="S" addresses={shipping} />
      <AddressList locale={locale} type="B" addresses={billing} />
    </div>
  )
}

function AddressList({
  locale,
  type,
  addresses,
}: {
  locale: string
  type: AddressType
  /** As pages show them (`shownAddress`): with their postal lines. */
  addresses: (BookAddress & { lines: string[] })[]
}) {
  const { t } = useTranslation(addressBookNs)
  const navigation = useNavigation()
  const headingId = type === 'S' ? 'shipping-addresses' : 'billing-addresses'
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold">
        {type === 'S' ? t('addressBook.shippingTitle') : t('addressBook.billingTitle')}
      </h2>
      {addresses.length ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id} className="rounded border p-3 text-sm">
              {address.main ? <p className="mb-1 font-semibold">{t('addressBook.main')}</p> : null}
              <AddressSummary address={address} />
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <Link to={accountAddressPath(locale, address.id)} className="underline">
                  {t('addressBook.editLabel', { line: address.addressLine1 })}
                </Link>
                <Link to={accountAddressDeletePath(locale, address.id)} className="underline">
                  {t('addressBook.deleteLabel', { line: address.addressLine1 })}
                </Link>
                {address.main ? null : (
                  <Form method="post">
                    <input type="hidden" name="addressId" value={address.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={ADDRESS_INTENTS.makeMainAddress}
                      className="underline"
                      disabled={navigation.state === 'submitting'}
                    >
                      {t('addressBook.makeMainLabel', { line: address.addressLine1 })}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm">
          {type === 'S' ? t('addressBook.noShipping') : t('addressBook.noBilling')}
        </p>
      )}
      <Link to={accountAddressNewPath(locale, type)} className="btn-secondary mt-3 inline-block">
        {type === 'S' ? t('addressBook.addShipping') : t('addressBook.addBilling')}
      </Link>
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
