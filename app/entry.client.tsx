import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { restoreRefusedStatuses } from '#app/platform/http/refused-status.ts'
import { markPageStarted } from '#app/components/preloadable.ts'

// A refused post's 4xx comes as 200 with its status in a header (decision 088): given back before the
// router reads any response.
restoreRefusedStatuses(window)

// The document's route modules have run (they come before this entry): every later one comes with a navigation.
markPageStarted()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
