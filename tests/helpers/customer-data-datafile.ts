import { customerDataIntegrationFor } from '#mocks/personalisation/customer-data.ts'

/** An audience that matches visitors the customer-data platform qualifies for `segment`. */
function segmentAudience(id: string, segment: string) {
  return {
    id,
    name: `Segment ${segment}`,
    conditions: [
      'and',
      [
        'or',
        ['or', { value: segment, type: 'third_party_dimension', name: 'odp.audiences', match: 'qualified' }],
      ],
    ],
  }
}

/**
 * A flag datafile (version 4) for tests of the customer-data platform: three segment audiences, one
 * flag on for visitors who like running, and the `odp` integration pointing at the in-process emulator
 * (`integrations: false` leaves it out).
 */
export function customerDataDatafile({ origin = 'http://emulator.test', integrations = true } = {}) {
  return {
    version: '4',
    projectId: 'cdp-project',
    accountId: 'cdp-account',
    revision: '1',
    anonymizeIP: true,
    botFiltering: false,
    sdkKey: 'cdp-test',
    environmentKey: 'test',
    attributes: [],
    events: [],
    groups: [],
    experiments: [],
    audiences: [],
    typedAudiences: [
      segmentAudience('9001', 'has_purchased'),
      segmentAudience('9002', 'likes_running'),
      segmentAudience('9003', 'likes_hiking'),
    ],
    featureFlags: [{ id: 'f-1', key: 'running_banner', rolloutId: 'r-1', experimentIds: [], variables: [] }],
    rollouts: [
      {
        id: 'r-1',
        experiments: [
          {
            id: 'rule-runners',
            key: 'runners',
            status: 'Running',
            layerId: 'r-1',
            audienceIds: ['9002'],
            audienceConditions: ['or', '9002'],
            trafficAllocation: [{ entityId: 'v-on', endOfRange: 10000 }],
            variations: [{ id: 'v-on', key: 'on', featureEnabled: true, variables: [] }],
            forcedVariations: {},
          },
          {
            id: 'rule-everyone',
            key: 'everyone-else',
            status: 'Running',
            layerId: 'r-1',
            audienceIds: [],
            audienceConditions: [],
            trafficAllocation: [{ entityId: 'v-off', endOfRange: 10000 }],
            variations: [{ id: 'v-off', key: 'off', featureEnabled: false, variables: [] }],
            forcedVariations: {},
          },
        ],
      },
    ],
    integrations: integrations ? [customerDataIntegrationFor(origin)] : [],
  }
}
