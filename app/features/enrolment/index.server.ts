/** Enrolment's public surface: the upstream's field errors of an enrolment, which the profile shares. */
export { upstreamErrors } from './enrolment.server.ts'
