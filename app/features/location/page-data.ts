import type { locationAction, locationPageData } from './location.server.ts'

/** The location selector's page as its route answers it (the dialogs load it through a fetcher). */
export type LocationPage = typeof locationPageData

/** What a choice on the location selector answers (the dialogs post through a fetcher). */
export type LocationAction = typeof locationAction
