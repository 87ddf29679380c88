import type { FieldMetadata } from '@conform-to/react'
import { SelectField, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { checkoutNs } from '#app/features/checkout/locales/checkout.ts'
import type { AddressFormRules } from '#app/domain/market/address-format.ts'

type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>
type AddressField =
  | 'firstName'
  | 'lastName'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'phone'

/**
 * The postal address fields of the checkout's forms (the delivery address, another billing address),
 * in a two-column grid, labelled as the address's `country` names them: a state or province only where
 * the country has one (`rules.askProvince`), a list where the rules give one, and the postal code's mask as
 * a hint where the rules give one (VAL-040). `section` is the autocomplete section, e.g. `billing`.
 */
export function AddressFields({
  fields,
  rules: { provinces, postalFormat, country, askProvince },
  section,
}: {
  fields: Record<AddressField, Field>
  rules: AddressFormRules
  section?: 'shipping' | 'billing'
}) {
  const { t } = useTranslation(checkoutNs)
  const auto = (token: string) => (section ? `${section} ${token}` : token)
  // A country's own word for the field where it has one (ZIP code, Postcode: `postalCode_US`), else
  // the general one.
  const label = (name: 'province' | 'postalCode') => t(`address.${name}`, { context: country })
  return (
    <>
      <TextField field={fields.firstName} label={t('address.firstName')} autoComplete={auto('given-name')} />
      <TextField field={fields.lastName} label={t('address.lastName')} autoComplete={auto('family-name')} />
      <div className="sm:col-span-2">
        <TextField
          field={fields.addressLine1}
          label={t('address.addressLine1')}
          autoComplete={auto('address-line1')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          field={fields.addressLine2}
          label={t('address.addressLine2')}
          autoComplete={auto('address-line2')}
          optional
        />
      </div>
      <TextField field={fields.city} label={t('address.city')} autoComplete={auto('address-level2')} />
      {!askProvince ? null : provinces.length ? (
        <SelectField
          field={fields.province}
          label={label('province')}
          options={provinces}
          autoComplete={auto('address-level1')}
        />
      ) : (
        <TextField
          field={fields.province}
          label={label('province')}
          autoComplete={auto('address-level1')}
          optional
        />
      )}
      <TextField
        field={fields.postalCode}
        label={label('postalCode')}
        autoComplete={auto('postal-code')}
        hint={postalFormat && t('address.format', { format: postalFormat })}
      />
      <TextField field={fields.phone} label={t('address.phone')} type="tel" autoComplete={auto('tel')} />
    </>
  )
}
