import { Form, Link } from 'react-router'
import type {
  PreviewControlsView,
  PreviewFrameView,
  PreviewResultsView,
} from '#app/features/content/page-data.ts'
import { previewNs } from '#app/features/content/locales/preview.ts'
import { useValidationText } from '#app/platform/i18n/validation-text.ts'
import { PREVIEW_FRAME_ID, PREVIEW_LIMITS } from '#app/domain/content/preview.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'

/** The results table's columns (CMS-154), in order. */
const RESULT_COLUMNS = ['name', 'id', 'referrers', 'modified', 'preview'] as const
/**
 * The columns a phone leaves out, whose values it shows under the document's name instead: five
 * columns do not fit 390 px, and a table scrolled sideways hides the preview links.
 */
const WIDE_ONLY = 'max-md:hidden'
const PHONE_ONLY = 'md:hidden'
const wideOnly = (column: (typeof RESULT_COLUMNS)[number]) =>
  column === 'id' || column === 'referrers' || column === 'modified' ? WIDE_ONLY : ''

/**
 * The preview tool's parts (CMS-150..CMS-154): the controls bar, the results viewer and the frame.
 * Server-rendered forms and links: all of it works without JavaScript.
 */

function HiddenFields({ fields }: { fields: [string, string][] }) {
  return fields.map(([name, value], i) => (
    <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
  ))
}

/** CMS-150..CMS-152: the controls bar; its hidden page=1 starts a new query at the first page. */
export function PreviewControls({
  controls,
  hidden,
}: {
  controls: PreviewControlsView
  hidden: [string, string][]
}) {
  const { t } = useTranslation(previewNs)
  const text = useValidationText()
  const errorId = 'preview-doc-type-error'
  return (
    <Form
      method="get"
      key={`${controls.docType}|${controls.layoutVariant}|${controls.limit}`}
      aria-label={t('controls')}
      className="mt-6 flex flex-wrap items-end gap-4 rounded-md border border-gray-300 bg-gray-50 p-4"
    >
      <HiddenFields fields={hidden} />
      <div>
        <label htmlFor="preview-doc-type" className="text-sm font-medium">
          {t('docType')}
        </label>
        {/* Required, checked on the server: the spec's message shows rather than the browser's. */}
        <select
          id="preview-doc-type"
          name="docType"
          defaultValue={controls.docType}
          aria-required="true"
          aria-invalid={controls.error ? true : undefined}
          aria-describedby={controls.error ? errorId : undefined}
          className="field-input"
        >
          <option value="">{t('chooseDocType')}</option>
          {controls.docTypes.map((docType) => (
            <option key={docType} value={docType}>
              {docType}
            </option>
          ))}
        </select>
        {controls.error ? (
          <p id={errorId} className="field-error">
            {text(controls.error)}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="preview-layout-variant" className="text-sm font-medium">
          {t('layoutVariant')}
        </label>
        <input
          id="preview-layout-variant"
          name="layoutVariant"
          defaultValue={controls.layoutVariant}
          aria-describedby="preview-layout-variant-hint"
          list={controls.layoutVariants.length ? 'preview-layout-variants' : undefined}
          className="field-input"
        />
        {/* PLAT-023: the variants the tool's page knows, as suggestions; any other may still be typed. */}
        {controls.layoutVariants.length ? (
          <datalist id="preview-layout-variants">
            {controls.layoutVariants.map((variant) => (
              <option key={variant} value={variant} />
            ))}
          </datalist>
        ) : null}
        <p id="preview-layout-variant-hint" className="text-xs text-gray-700">
          {t('layoutVariantHint')}
        </p>
      </div>
      <div>
        <label htmlFor="preview-limit" className="text-sm font-medium">
          {t('limit')}
        </label>
        <select id="preview-limit" name="limit" defaultValue={String(controls.limit)} className="field-input">
          {PREVIEW_LIMITS.map((limit) => (
            <option key={limit} value={limit}>
              {limit}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className="btn-primary">
          {t('show')}
        </button>
      </div>
    </Form>
  )
}

/** CMS-154: the documents, each with id, name, referrersCount and modificationDate, and paging. */
export function PreviewResults({ results }: { results: PreviewResultsView }) {
  const { t } = useTranslation(previewNs)
  const { items, paging } = results
  return (
    <section aria-labelledby="preview-results" className="mt-8">
      <h2 id="preview-results" className="text-lg font-semibold">
        {t('results')}
        {results.total !== null ? (
          <span className="ml-2 text-sm font-normal text-gray-700">
            {t('count', { count: results.total })}
          </span>
        ) : null}
      </h2>
      {results.failed ? (
        <p role="alert" className="mt-2 text-red-900">
          {t('failed')}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-2">{t('none')}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-gray-300">
              <tr>
                {RESULT_COLUMNS.map((column) => (
                  <th key={column} scope="col" className={`py-2 pr-4 last:pr-0 ${wideOnly(column)}`}>
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b border-gray-200 align-top">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {item.name}
                    {item.layoutVariant ? (
                      <span className="block text-xs font-normal text-gray-700">{item.layoutVariant}</span>
                    ) : null}
                    <span className={`mt-1 block text-xs font-normal text-gray-700 ${PHONE_ONLY}`}>
                      <code className="break-all">{item.id}</code>
                      <span className="block">
                        {t('common:labelled', { label: t('columns.referrers'), value: item.referrersCount })}
                      </span>
                      <span className="block">
                        <time dateTime={item.modificationDate}>
                          {t('common:labelled', { label: t('columns.modified'), value: item.modified })}
                        </time>
                      </span>
                    </span>
                  </th>
                  <td className={`py-2 pr-4 ${WIDE_ONLY}`}>
                    <code>{item.id}</code>
                  </td>
                  <td className={`py-2 pr-4 ${WIDE_ONLY}`}>{item.referrersCount}</td>
                  <td className={`py-2 pr-4 ${WIDE_ONLY}`}>
                    <time dateTime={item.modificationDate}>{item.modified}</time>
                  </td>
                  <td className="py-2">
                    {item.previewHref && item.frameHref ? (
                      <span className="flex flex-wrap gap-x-3">
                        <Link
                          to={item.frameHref}
                          aria-label={t('inFrameNamed', { name: item.name })}
                          className="inline-block py-0.5 underline"
                        >
                          {t('inFrame')}
                        </Link>
                        <a
                          href={item.previewHref}
                          aria-label={t('openPageNamed', { name: item.name })}
                          className="inline-block py-0.5 underline"
                        >
                          {t('openPage')}
                        </a>
                      </span>
                    ) : (
                      <span className="text-gray-700">{t('notPreviewable')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paging && (paging.previousHref || paging.nextHref) ? (
        <nav aria-label={t('paging')} className="mt-4 flex items-center gap-4 text-sm">
          {paging.previousHref ? (
            <Link to={paging.previousHref} className="inline-block py-0.5 underline">
              {t('previous')}
            </Link>
          ) : null}
          <span aria-current="page">
            {paging.pages !== null
              ? t('pageOf', { page: paging.page, pages: paging.pages })
              : t('page', { page: paging.page })}
          </span>
          {paging.nextHref ? (
            <Link to={paging.nextHref} className="inline-block py-0.5 underline">
              {t('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}

/** CMS-153: the frame, labelled by the environment guessed from its address, and that address's form. */
export function PreviewFrame({ frame, hidden }: { frame: PreviewFrameView; hidden: [string, string][] }) {
  const { t } = useTranslation(previewNs)
  const env = frame ? t(`env.${frame.env}`) : null
  return (
    <section aria-labelledby={PREVIEW_FRAME_ID} className="mt-8">
      <h2 id={PREVIEW_FRAME_ID} className="scroll-mt-4 text-lg font-semibold">
        {t('frame')}
      </h2>
      {/* Back here, to the frame, with the address shown in it. */}
      <Form
        method="get"
        action={`#${PREVIEW_FRAME_ID}`}
        key={frame?.address ?? ''}
        className="mt-2 flex flex-wrap items-end gap-4"
      >
        <HiddenFields fields={hidden} />
        <div className="min-w-64 flex-1">
          <label htmlFor="preview-frame-address" className="text-sm font-medium">
            {t('frameAddress')}
          </label>
          <input
            id="preview-frame-address"
            name="frame"
            inputMode="url"
            defaultValue={frame?.address ?? ''}
            className="field-input w-full"
          />
        </div>
        <div>
          <button type="submit" className="btn-secondary">
            {t('showInFrame')}
          </button>
        </div>
      </Form>
      {frame && env ? (
        <>
          <p className="mt-4 text-sm">
            {t('frameEnv', { env })} ·{' '}
            <a href={frame.src} className="underline">
              {frame.address}
            </a>
          </p>
          <iframe
            src={frame.src}
            title={t('frameTitle', { env })}
            className="mt-2 h-[75vh] w-full rounded-md border border-gray-300"
          />
        </>
      ) : null}
    </section>
  )
}
