import { useActionData } from 'react-router'
import { AddressBookForm } from '#app/features/addresses/ui/address-book-form.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { loadAddressBook, saveAddressAction } from '#app/features/addresses/addresses.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { addressBookNs } from '#app/features/addresses/locales/address-book.ts'
import { addressRulesFor, addressRulesView } from '#app/features/address-rules/index.server.ts'
import type { Route } from './+types/account-address-new'

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const [{ email }, rules] = await Promise.all([loadAddressBook(shopper, request), addressRulesFor(shopper)])
  const type = new URL(request.url).searchParams.get('type') === 'billing' ? 'B' : 'S'
  return {
    locale: shopper.locale.locale,
    type,
    email,
    ...addressRulesView(rules, shopper.locale.site.country),
    title: getI18n(context).t('meta:account.addressNew'),
  } as const
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveAddressAction(request, getShopper(context), getI18n(context).t)
}

/** ACCT-016 / ACCT-018: a new shipping or billing address (the first of its type becomes main). */
export default function NewAddressPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(addressBookNs)
  const actionData = useActionData<typeof action>()
  const { locale, type, email, addressForm } = loaderData
  return (
    <section aria-labelledby="address-heading">
      <h1 id="address-heading" className="text-2xl font-bold">
        {type === 'S' ? t('addressBook.newShippingTitle') : t('addressBook.newBillingTitle')}
      </h1>
      <AddressBookForm
        key={type}
        locale={locale}
        type={type}
        email={email}
        addressForm={addressForm}
        lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
        isNew
      />
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
