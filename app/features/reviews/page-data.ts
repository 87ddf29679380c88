import type { askQuestionAction, reviewPhotosData } from './reviews.server.ts'

/** The review photo page's data (CAT-019), as its loader computes it. */
export type ReviewPhotosData = Awaited<ReturnType<typeof reviewPhotosData>>

/** What the ask-a-question page's post answers (its dialog posts through a fetcher). */
export type AskQuestionAction = typeof askQuestionAction
