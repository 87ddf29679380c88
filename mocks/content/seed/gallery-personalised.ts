import type { SeedBlockInput } from '#app/domain/content/content.ts'

/**
 * Personalised sections in the block gallery (decision 035): a segmentation block whose segments need
 * a member, then any signed-in shopper, with a baseline for guests; an experience whose baseline shows
 * until a decision or a test context picks its variant; and a section none of whose blocks is valid,
 * which renders nothing.
 */
export const PERSONALISED_GALLERY: SeedBlockInput[] = [
  {
    type: 'segmentation',
    id: 'gallery-segmentation',
    segments: [
      {
        id: 'loyalty-member',
        targets: [
          {
            type: 'richText',
            title: 'Thanks for being an XPLR Pass member',
            richText: '<p>Your points work on everything in this gallery.</p>',
          },
        ],
      },
      {
        id: 'logged-in',
        targets: [
          {
            type: 'richText',
            title: 'Welcome back',
            richText: '<p>Join XPLR Pass from your account to earn points on every order.</p>',
          },
        ],
      },
    ],
    baselines: [
      {
        type: 'richText',
        title: 'Sign in for offers made for you',
        richText: '<p>Members and signed-in shoppers see their own offers here.</p>',
      },
      { type: 'richText', title: 'A second baseline, never shown', richText: '<p>Only the first shows.</p>' },
    ],
  },
  {
    type: 'experience',
    id: 'gallery-experience',
    experienceId: 'exp-gallery-headline',
    trackingEvent: 'gallery_headline',
    baselines: [{ type: 'richText', title: 'Gear up for the season', richText: '<p>The baseline copy.</p>' }],
    variants: [
      { name: 'Baseline', variantId: 'exp-gallery-headline-a', targets: [] },
      {
        name: 'Bolder headline',
        variantId: 'exp-gallery-headline-b',
        targets: [{ type: 'richText', title: 'Go further, for less', richText: '<p>The variant copy.</p>' }],
      },
    ],
  },
  {
    type: 'segmentation',
    id: 'gallery-segmentation-empty',
    segments: [
      {
        id: 'logged-out',
        targets: [
          // Invalid: a hero banner whose link type is none of CTA / No-CTA, and a type no one knows.
          { type: 'heroBanner', id: 'gallery-never-valid', linkType: 'sometimes' },
          { type: 'notABlock', id: 'gallery-never-known' },
        ],
      },
    ],
    baselines: [],
  },
]
