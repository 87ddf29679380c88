import type { reviewPhotosData } from './reviews.server.ts'

/** The review photo page's data (CAT-019), as its loader computes it. */
export type ReviewPhotosData = Awaited<ReturnType<typeof reviewPhotosData>>
