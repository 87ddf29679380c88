import type { AddressFormRules } from '#app/domain/market/address-format.ts'
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation } from 'react-router'
import { AddressFields } from '#app/components/address-fields.tsx'
import { FieldErrors, FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { ADDRESS_INTENTS } from '#app/features/addresses/intents.ts'
import { checkoutNs } from '#app/features/checkout/locales/checkout.ts'
import { addressBookNs } from '#app/features/addresses/locales/address-book.ts'
import type { AddressType, BookAddress } from '#app/domain/checkout/saved-addresses.ts'
import { accountAddressesPath } from '#app/domain/paths/self-service-paths.ts'

/**
 * An address of the book, new or edited, with the checkout's fields for its type: a shipping address
 * carries an email, a billing address does not. A new address names its type in a hidden field; an
 * address not yet main can be made main as it is saved (ACCT-017).
 */
export function AddressBookForm({
  locale,
  type,
  address,
  email,
  addressForm,
  lastResult,
  isNew,
}: {
  locale: string
  type: AddressType
  address?: BookAddress | undefined
  email?: string | undefined
  addressForm: AddressFormRules
  lastResult?: SubmissionResult<string[]> | undefined
  isNew: boolean
}) {
  const { t } = useTranslation(addressBookNs)
  const { t: tc } = useTranslation(checkoutNs)
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'address-book',
    lastResult,
    defaultValue: { ...address, email: address?.email ?? (type === 'S' ? email : undefined) },
  })
  const section = type === 'S' ? 'shipping' : 'billing'
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormErrors errors={form.errors} id={form.errorId} />
        <FieldErrors field={fields.country} />
      </div>
      {isNew ? <input type="hidden" name="addressType" value={type} /> : null}
      {type === 'S' ? (
        <div className="sm:col-span-2">
          <TextField field={fields.email} label={tc('address.email')} type="email" autoComplete="email" />
        </div>
      ) : null}
      <AddressFields fields={fields} rules={addressForm} section={section} />
      {address?.main ? null : (
        <div className="flex items-start gap-2 sm:col-span-2">
          <input {...getInputProps(fields.main, { type: 'checkbox' })} className="mt-1 h-4 w-4" />
          <label htmlFor={fields.main.id} className="text-sm">
            {type === 'S' ? t('addressBook.useAsMainShipping') : t('addressBook.useAsMainBilling')}
          </label>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button
          type="submit"
          name="intent"
          value={ADDRESS_INTENTS.saveAddress}
          className="btn-primary"
          disabled={navigation.state === 'submitting'}
        >
          {t('addressBook.save')}
        </button>
        <Link to={accountAddressesPath(locale)} className="underline">
          {t('addressBook.cancel')}
        </Link>
      </div>
    </Form>
  )
}
