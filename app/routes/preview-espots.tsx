import { Form, Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { useValidationText } from '#app/platform/i18n/validation-text.ts'
import { getShopper } from '#app/context.server.ts'
import { espotMapPage, type EspotIdField } from '#app/features/content/espots.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { previewNs } from '#app/features/content/locales/preview.ts'
import { espotMapPath, previewToolPath } from '#app/domain/paths/paths.ts'
import type { Route } from './+types/preview-espots'

/**
 * /{locale}/preview-tool/espots, the espot map for editors (CMS-017, CONST-029): the 12 content
 * sections, each a grid of 16 cells (2, 3 and 4 columns at sm, md and lg) holding its blocks in order,
 * then empty slots. Locked like the preview tool: while locked it sends editors there to unlock.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const page = await espotMapPage(shopper, request)
  return { ...page, locale: shopper.locale.locale, title: getI18n(context).t('meta:espotMap') }
}

export default function EspotMapPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(previewNs)
  const { sections, ids, fields, locale } = loaderData
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <p>
        <Link to={previewToolPath(locale)} className="text-sm underline">
          {t('espots.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('espots.title')}</h1>
      {sections && fields ? (
        <>
          <p className="mt-1 text-sm text-gray-700">{t('espots.intro')}</p>
          <Form
            method="get"
            action={espotMapPath(locale)}
            key={`${fields.category.value} ${fields.product.value}`}
            className="mt-6"
          >
            <fieldset className="flex flex-wrap items-end gap-4">
              <legend className="mb-2 font-semibold">{t('espots.ids')}</legend>
              <IdField name="category" label={t('espots.category')} field={fields.category} />
              <IdField name="product" label={t('espots.product')} field={fields.product} />
              <button type="submit" className="btn-secondary">
                {t('espots.show')}
              </button>
            </fieldset>
          </Form>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`espot-${section.id}`} className="mt-10">
              <h2 id={`espot-${section.id}`} className="text-lg font-semibold">
                {t(`espots.section.${section.id}`)}
              </h2>
              {!section.found ? (
                <p className="mt-1 text-sm text-gray-700">
                  {section.kind === 'page'
                    ? t('espots.notFound')
                    : ids[section.kind]
                      ? t('espots.notFound')
                      : t('espots.needsId')}
                </p>
              ) : null}
              <ol
                className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4"
                data-espot-grid={section.id}
              >
                {section.cells.map((cell, index) =>
                  cell ? (
                    <li key={index} className="rounded border border-gray-500 bg-white p-3 text-sm">
                      <span className="block font-mono text-xs text-gray-700">{cell.type}</span>
                      {cell.label ? <span className="block font-semibold">{cell.label}</span> : null}
                    </li>
                  ) : (
                    <li
                      key={index}
                      className="flex min-h-16 items-center justify-center rounded border border-dashed border-gray-500 text-xs text-gray-700"
                    >
                      {t('espots.empty')}
                    </li>
                  ),
                )}
              </ol>
              {section.overflow > 0 ? (
                <p className="mt-2 text-sm">{t('espots.overflow', { count: section.overflow })}</p>
              ) : null}
            </section>
          ))}
        </>
      ) : (
        <p className="mt-4">
          <Link to={previewToolPath(locale)} className="underline">
            {t('unlock.title')}
          </Link>
        </p>
      )}
    </div>
  )
}

/** An id field of the map's form: what the editor typed, and why it is not an id if it is not one. */
function IdField({ name, label, field }: { name: string; label: string; field: EspotIdField }) {
  const text = useValidationText()
  const id = `espot-${name}`
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        defaultValue={field.value}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
        className="rounded border border-gray-500 px-3 py-2"
      />
      {field.error ? (
        <p id={`${id}-error`} className="field-error">
          {text(field.error)}
        </p>
      ) : null}
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
}
