import { titleMeta } from '#app/components/error-boundary.tsx'
import { answerField } from '#app/components/action-answer.ts'
import { Link, useActionData, useNavigation } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { AskQuestionForm } from '#app/features/reviews/ui/ask-question-form.tsx'
import { getI18n } from '#app/i18next.server.ts'
import { reviewsNs } from '#app/features/reviews/locales/reviews.ts'
import { askQuestionAction, askQuestionData } from '#app/features/reviews/reviews.server.ts'
import type { NotFoundError } from '#app/domain/page/not-found.ts'
import type { Route } from './+types/pdp-ask-question'

/**
 * "Ask a question" as a page (`/{locale}/p/{slug-id}/ask-question`, CAT-015/CAT-018): the PDP's dialog
 * for shoppers without JavaScript, and the action both post to. Success goes back to the product's
 * questions with a toast.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await askQuestionData(getShopper(context), params.slugId)
  return { ...page, title: getI18n(context).t('meta:askQuestion', { name: page.name }) }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return askQuestionAction(request, getShopper(context), getI18n(context).t, params.slugId)
}

export default function AskQuestionPage({ loaderData }: Route.ComponentProps) {
  const { name, productPath, honeypot } = loaderData
  const { t } = useTranslation(reviewsNs)
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  return (
    <section className="mx-auto max-w-lg px-4 py-8">
      <Link to={productPath} className="text-sm underline">
        {t('backToProduct', { name })}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">{t('askTitle', { name })}</h1>
      <p className="mt-1 text-sm text-gray-700">{t('askIntro')}</p>
      <div className="mt-6">
        <AskQuestionForm
          id="ask-question"
          action={`${productPath}/ask-question`}
          honeypot={honeypot}
          lastResult={answerField(actionData, 'result')}
          pending={navigation.state === 'submitting'}
        />
      </div>
    </section>
  )
}

export function meta({ data, error }: Route.MetaArgs) {
  return [
    ...titleMeta(data?.title ?? (error as NotFoundError)?.data?.titles?.askQuestion),
    { name: 'robots', content: 'noindex' },
  ]
}

export { NotFoundBoundary as ErrorBoundary } from '#app/blocks/not-found-boundary.tsx'
