import type { FormEvent } from 'react'
import type { FetcherWithComponents } from 'react-router'
import { ENHANCED_FIELD } from '#app/models/reviews.ts'

/**
 * The submit handler of a form that a fetcher enhances: it posts what the form would post (with the
 * button pressed) plus the `enhanced` marker, so the action answers data for the form in place
 * instead of redirecting. Without JavaScript the same form is a plain post that redirects back.
 */
export function submitEnhanced<T>(fetcher: FetcherWithComponents<T>) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const formData = new FormData(form, submitter)
    formData.set(ENHANCED_FIELD, '1')
    void fetcher.submit(formData, {
      method: 'post',
      action: form.getAttribute('action') ?? undefined,
      preventScrollReset: true,
    })
  }
}
