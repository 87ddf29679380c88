import type { NotFoundError } from '#app/domain/page/not-found.ts'
import { titleMeta } from '#app/components/error-boundary.tsx'
import { useForm } from '@conform-to/react'
import { useActionData } from 'react-router'
import { AddressSummary } from '#app/components/address-summary.tsx'
import { ConfirmRemovalForm } from '#app/features/account/ui/confirm-removal-form.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { deleteAddressAction, loadBookAddress } from '#app/features/addresses/addresses.server.ts'
import { ADDRESS_INTENTS } from '#app/features/addresses/intents.ts'
import { getI18n } from '#app/i18next.server.ts'
import { addressBookNs } from '#app/features/addresses/locales/address-book.ts'
import { accountAddressesPath } from '#app/domain/paths/self-service-paths.ts'
import type { Route } from './+types/account-address-delete'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const { address } = await loadBookAddress(shopper, request, params.addressId)
  return { locale: shopper.locale.locale, address, title: getI18n(context).t('meta:account.addressDelete') }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return deleteAddressAction(request, getShopper(context), getI18n(context).t, params.addressId)
}

/**
 * ACCT-020: the delete's confirmation, a page of its own (the list links here; nothing is deleted by
 * the link). ACCT-006: when the call fails the address stays, shown here with the error (PRO414).
 */
export default function DeleteAddressPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(addressBookNs)
  const actionData = useActionData<typeof action>()
  const { locale, address } = loaderData
  const [form] = useForm({
    id: 'delete-address',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
  })
  return (
    <section aria-labelledby="delete-heading">
      <h1 id="delete-heading" className="text-2xl font-bold">
        {t('addressBook.deleteTitle')}
      </h1>
      <p className="mt-2">{t('addressBook.deleteIntro')}</p>
      <div className="mt-4 rounded border p-3 text-sm">
        <AddressSummary address={address} />
      </div>
      <ConfirmRemovalForm
        form={form}
        intent={ADDRESS_INTENTS.deleteAddress}
        confirmLabel={t('addressBook.deleteConfirm')}
        cancelTo={accountAddressesPath(locale)}
        cancelLabel={t('addressBook.cancel')}
      />
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
