/**
 * Enrolment's browser surface: the types of its steps' pages that another capability's UI loads and
 * posts to (the loyalty dialogs). The server surface is index.server.ts.
 */
export type { ProfileStepAction, ProfileStepPage, WelcomeStepPage } from './page-data.ts'
