import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import type { ExperimentsView } from '#app/domain/tracking/experiment-impression.ts'
import { queueBeacon, resendPendingBeacons } from '#app/platform/tracking/beacon.ts'
import { pushDataLayer } from '#app/platform/tracking/data-layer.ts'

/**
 * The browser's part of the page's experiments (decided on the server): the impressions go to the
 * dataLayer once per page view (PERS-042), and following a link an experiment's variant shows is its
 * conversion, queued for the beacon endpoint. Renders nothing.
 */
export function ExperimentTracking({ experiments }: { experiments: ExperimentsView }) {
  const { key } = useLocation()
  const pushedFor = useRef<string | null>(null)

  useEffect(() => {
    resendPendingBeacons()
    if (pushedFor.current === key) return
    pushedFor.current = key
    for (const impression of experiments.impressions) pushDataLayer(impression)
  }, [key, experiments.impressions])

  useEffect(() => {
    const { conversions } = experiments
    if (!conversions.length) return
    // Capture phase: the blocks are static islands, whose events React stops before they bubble (decision 025).
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return
      for (const conversion of conversions) {
        if (conversion.paths.some((path) => link.pathname === path || link.pathname.endsWith(path)))
          queueBeacon({ type: 'experiment-event', eventKey: conversion.eventKey })
      }
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [experiments])

  return null
}
