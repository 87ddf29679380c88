import { randomUUID } from 'node:crypto'
import type { Shopper } from '#app/context.server.ts'
import { runOnce } from '#app/platform/state/run-once.server.ts'

/**
 * One upstream submission per form served: a post repeated with the same key while the first is under
 * way, or shortly after it succeeded (a double click, a resent no-JavaScript post), on this instance or
 * another, shares the first's answer instead of sending again (decision 044). A failed submission is
 * forgotten, so the shopper can retry. Fails open: without the shared store the form is sent.
 */
const SUBMISSION_MEMORY_MS = 10 * 60_000
const SUBMISSION_LEASE_MS = 30_000

/** Runs `send` once for `key`; later calls with the key get its answer (which must survive JSON). */
export function sendOnce<T>(key: string, send: () => Promise<T>): Promise<T> {
  return runOnce(
    `help-submission:${key}`,
    { rememberMs: SUBMISSION_MEMORY_MS, leaseMs: SUBMISSION_LEASE_MS, onStoreError: 'open' },
    send,
  )
}

/** A new id for a form as served: posts of the same page view share it (see `sendOnce`). */
export function newSubmissionId(): string {
  return randomUUID()
}

/** The key a submission is known by: the session's id and the form's, so shoppers never share one. */
export function submissionKey(shopper: Shopper, form: string, submissionId: FormDataEntryValue | null) {
  const sid = shopper.session.get('sid') ?? ''
  return typeof submissionId === 'string' && submissionId && sid ? `${form}:${sid}:${submissionId}` : null
}
