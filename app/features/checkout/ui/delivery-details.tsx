import type { FieldMetadata } from '@conform-to/react'
import { TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { checkoutNs } from '#app/features/checkout/locales/checkout.ts'
import type { CollectionPlace } from '#app/domain/checkout/checkout-delivery.ts'

type Contact = { firstName: string; lastName: string; email: string; phone: string }
type Recipient = { itemId: string; email: string }

/** Where the store and collection-point lines are collected (CHK-007), and who collects them. */
export function PickupDetails({
  stores,
  points,
  field,
}: {
  stores: CollectionPlace[]
  points: CollectionPlace[]
  field: FieldMetadata<Contact | undefined, Record<string, unknown>, string[]>
}) {
  const { t } = useTranslation(checkoutNs)
  if (!stores.length && !points.length) return null
  const contact = field.getFieldset()
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="text-lg font-semibold">{t('delivery.pickupTitle')}</legend>
      <ul className="space-y-2 text-sm sm:col-span-2">
        {stores.map((store) => (
          <li key={`${store.code}-${store.id}`}>
            <strong>
              {store.name
                ? t(store.code === 'sts' ? 'delivery.shipToStore' : 'delivery.pickupAt', {
                    store: store.name,
                  })
                : t('delivery.pickupTitle')}
            </strong>
            : {store.items.map((i) => i.name).join(', ')}
          </li>
        ))}
        {points.map((point) => (
          <li key={`point-${point.id}`}>
            <strong>{t('delivery.collectionPoint', { point: point.name ?? point.id })}</strong>
            {point.address ? ` (${point.address})` : null}: {point.items.map((i) => i.name).join(', ')}
          </li>
        ))}
      </ul>
      <p className="text-sm text-gray-700 sm:col-span-2">{t('delivery.pickupContactNote')}</p>
      <TextField field={contact.firstName} label={t('delivery.contactFirstName')} autoComplete="off" />
      <TextField field={contact.lastName} label={t('delivery.contactLastName')} autoComplete="off" />
      <TextField field={contact.email} label={t('delivery.contactEmail')} type="email" autoComplete="off" />
      <TextField field={contact.phone} label={t('delivery.contactPhone')} type="tel" autoComplete="off" />
    </fieldset>
  )
}

/** The recipient's email for each digital line (CHK-007). */
export function DigitalRecipients({
  digital,
  field,
}: {
  digital: { id: string; name: string }[]
  field: FieldMetadata<Recipient[] | undefined, Record<string, unknown>, string[]>
}) {
  const { t } = useTranslation(checkoutNs)
  if (!digital.length) return null
  const list = field.getFieldList()
  return (
    <fieldset className="grid gap-4 sm:col-span-2">
      <legend className="text-lg font-semibold">{t('delivery.digitalTitle')}</legend>
      {digital.map((item, index) => {
        const entry = list[index]?.getFieldset()
        if (!entry) return null
        return (
          <div key={item.id}>
            <input type="hidden" name={entry.itemId.name} value={item.id} />
            <TextField
              field={entry.email}
              label={t('delivery.recipientEmail', { item: item.name })}
              type="email"
              autoComplete="off"
            />
          </div>
        )
      })}
    </fieldset>
  )
}
