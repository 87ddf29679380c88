/**
 * Personalisation's public surface: what other features use of it. A feature imports personalisation
 * from here only (lint keeps it).
 */
export { trackPurchase } from './conversions.server.ts'
export { trackSignIn } from './customer-data.server.ts'
export { decideExperience } from './decisions.server.ts'
export { personalise } from './personalise.server.ts'
export { startRecording, type Replay } from './recorder.server.ts'
