import type { AddressFormRules } from '#app/domain/market/address-format.ts'
import { BILLING_INTENTS } from '#app/features/checkout/intents.ts'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { WithoutScript } from '#app/components/use-enhanced.ts'
import { AddressSummary } from '#app/components/address-summary.tsx'
import { AddressFields } from '#app/components/address-fields.tsx'
import { FormErrors } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { checkoutNs } from '#app/features/checkout/locales/checkout.ts'
import type { Address } from '#app/domain/cart/cart.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'

type Choice = 'same' | 'other'

/**
 * The billing address (CHK-019, ERR-069): the shipping address, or another one. The address fields
 * sit under the "another address" choice and are always in the page, so the choice works as a plain
 * post; with JavaScript they are shown only while that choice is picked (the stylesheet's rule, which
 * reads the radio, so no state of the page's can disagree with what the shopper checked).
 */
export function BillingAddressChoice({
  locale,
  choice,
  shippingAddress,
  billingAddress,
  addressForm,
  lastResult,
}: {
  locale: string
  choice: Choice
  /** As pages show them (`shownAddress`): with their postal lines. */
  shippingAddress: (Address & { lines: string[] }) | null
  billingAddress: (Address & { lines: string[] }) | null
  addressForm: AddressFormRules
  /** The step's answer to a refused billing address (the route's inferred action data). */
  lastResult?: SubmissionResult<string[]>
}) {
  const { t } = useTranslation(checkoutNs)
  const posted = lastResult?.initialValue?.billingChoice
  const initial: Choice = posted === 'same' || posted === 'other' ? posted : choice
  // Validated on the server only, with and without JavaScript (decision 004: no schema in the bundle).
  const [form, fields] = useForm({
    id: 'billing-address',
    lastResult,
    defaultValue: { billingChoice: initial, ...(choice === 'other' ? billingAddress : {}) },
  })
  return (
    <section aria-labelledby="billing-address-heading" className="mt-6">
      <h2 id="billing-address-heading" className="font-semibold">
        {t('checkout.billingAddress')}
      </h2>
      {choice === 'other' && billingAddress ? (
        <div className="mt-2 text-sm">
          <p>{t('billingChoice.current')}</p>
          <AddressSummary address={billingAddress} />
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-2 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormErrors errors={form.errors} id={form.errorId} />
        </div>
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="text-sm text-gray-700">{t('billingChoice.legend')}</legend>
          {shippingAddress ? (
            <div className="flex items-start gap-2">
              <input
                type="radio"
                id="billing-choice-same"
                name={fields.billingChoice.name}
                value="same"
                defaultChecked={initial === 'same'}
                aria-describedby="billing-choice-same-address"
              />
              <div className="text-sm">
                <label htmlFor="billing-choice-same">{t('billingChoice.same')}</label>
                <div id="billing-choice-same-address" className="mt-1 text-gray-700">
                  <AddressSummary address={shippingAddress} />
                </div>
              </div>
            </div>
          ) : null}
          <div className="flex items-center gap-2">
            <input
              type="radio"
              id="billing-choice-other"
              name={fields.billingChoice.name}
              value="other"
              defaultChecked={initial === 'other'}
            />
            <label htmlFor="billing-choice-other" className="text-sm">
              {t('billingChoice.other')}
            </label>
          </div>
        </fieldset>
        {/*
          Hidden by the stylesheet while "same" is picked, from the first paint (decision 051) and by
          the radio's own state: a choice made before the page hydrates holds after it.
        */}
        <div className="billing-other-fields grid gap-4 sm:col-span-2 sm:grid-cols-2">
          {/* Only this note renders again once the page has hydrated, not the whole form. */}
          <WithoutScript>
            <p className="text-sm text-gray-700 sm:col-span-2">{t('billingChoice.otherNote')}</p>
          </WithoutScript>
          <AddressFields fields={fields} rules={addressForm} section="billing" />
        </div>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <button
            type="submit"
            name="intent"
            value={BILLING_INTENTS.setBillingAddress}
            className="btn-secondary"
          >
            {t('billingChoice.save')}
          </button>
          <Link to={checkoutPath(locale, 'shipping')} className="text-sm underline">
            {t('checkout.editAddress')}
          </Link>
        </div>
      </Form>
    </section>
  )
}
