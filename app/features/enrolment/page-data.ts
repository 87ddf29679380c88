import type {
  interestsStepAction,
  interestsStepPage,
  profileStepAction,
  profileStepPage,
  welcomeStepPage,
} from './enrolment.server.ts'

/** The welcome step's page as its route answers it (the welcome dialog loads it through a fetcher). */
export type WelcomeStepPage = typeof welcomeStepPage

/** The profile step's page as its route answers it (the loyalty sign-up dialog loads it through a fetcher). */
export type ProfileStepPage = typeof profileStepPage

/** What the profile step's post answers (the loyalty sign-up dialog posts through a fetcher). */
export type ProfileStepAction = typeof profileStepAction

/** The interests step's page as its route answers it (the interests dialog loads it through a fetcher). */
export type InterestsStepPage = typeof interestsStepPage

/** What the interests step's post answers (the interests dialog posts through a fetcher). */
export type InterestsStepAction = typeof interestsStepAction
