import type { NotFoundError } from '#app/domain/page/not-found.ts'
import { titleMeta } from '#app/components/error-boundary.tsx'
import { Link, useActionData } from 'react-router'
import { AddressBookForm } from '#app/features/addresses/ui/address-book-form.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { loadBookAddress, saveAddressAction } from '#app/features/addresses/addresses.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { addressBookNs } from '#app/features/addresses/locales/address-book.ts'
import { accountAddressDeletePath } from '#app/domain/paths/self-service-paths.ts'
import { addressRulesFor, addressRulesView } from '#app/features/address-rules/index.server.ts'
import type { Route } from './+types/account-address-edit'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const [{ address }, rules] = await Promise.all([
    loadBookAddress(shopper, request, params.addressId),
    addressRulesFor(shopper),
  ])
  return {
    locale: shopper.locale.locale,
    address,
    ...addressRulesView(rules, shopper.locale.site.country),
    title: getI18n(context).t('meta:account.addressEdit'),
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return saveAddressAction(request, getShopper(context), getI18n(context).t, params.addressId)
}

/** ACCT-019: edit a saved address with the checkout's rules for its type. */
export default function EditAddressPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(addressBookNs)
  const actionData = useActionData<typeof action>()
  const { locale, address, addressForm } = loaderData
  return (
    <section aria-labelledby="address-heading">
      <h1 id="address-heading" className="text-2xl font-bold">
        {address.type === 'S' ? t('addressBook.editShippingTitle') : t('addressBook.editBillingTitle')}
      </h1>
      <AddressBookForm
        key={address.id}
        locale={locale}
        type={address.type}
        address={address}
        addressForm={addressForm}
        lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
        isNew={false}
      />
      <p className="mt-6">
        <Link to={accountAddressDeletePath(locale, address.id)} className="underline">
          {t('addressBook.deleteLabel', { line: address.addressLine1 })}
        </Link>
      </p>
    </section>
  )
}

export function meta({ data, error }: Route.MetaArgs) {
  return [
    ...titleMeta(data?.title ?? (error as NotFoundError)?.data?.titles?.page),
    { name: 'robots', content: 'noindex' },
  ]
}

export { NotFoundBoundary as ErrorBoundary } from '#app/blocks/not-found-boundary.tsx'
