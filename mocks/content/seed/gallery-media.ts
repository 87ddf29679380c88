import type { KnownBlockInput } from '#app/domain/content/content.ts'
import type { UpsellItem } from '#app/blocks/product-upsell/schema.ts'
import { findProduct, priceFor, productImageUrl, productUrl } from '../../catalog/seed/catalog.ts'
import { contentImage } from './images.ts'

/** An upsell item from the catalogue (USD prices); its image path gets the emulator's origin. */
export function upsellItem(
  id: string,
  productInventoryState: UpsellItem['productInventoryState'] = 'InStock',
) {
  const product = findProduct(id)
  if (!product) throw new Error(`gallery-media: no product ${id}`)
  const color = product.colors[0]!
  return {
    id: product.id,
    sku: product.variants[0]?.upc,
    name: product.name,
    url: productUrl(product),
    image: { url: productImageUrl('', product.id, color.code), alt: `${product.name}, ${color.name}` },
    price: priceFor(product, 'USD'),
    currency: 'USD',
    productInventoryState,
  }
}

/** The fit-guide banner and the dialogs it and a text link open by their `#modal` targets (CMS-024, CMS-059). */
export const DIALOG_GALLERY: KnownBlockInput[] = [
  // A banner whose buttons open the fit-guide dialog below: in place, and with a query merged into the
  // page's own (CMS-024).
  {
    type: 'banner',
    id: 'gallery-dialog-opener',
    variant: 'split',
    title: 'Between sizes?',
    subtitle: 'Our fit guide takes two minutes and a tape measure.',
    media: contentImage('banner', 'fit-guide', 'A boot on a measuring board'),
    targets: [
      { url: '#modal-fit-guide', text: 'Open the fit guide' },
      { url: '?fit=wide#modal-fit-guide', text: 'Wide-fit advice', style: 'secondary' },
    ],
  },
  // The dialog the banner opens: `#modal-fit-guide`.
  {
    type: 'dialog',
    id: 'fit-guide',
    title: 'Find your fit',
    media: contentImage('card', 'fit-guide-tape', 'A tape measure around a foot'),
    richText:
      '<p>Measure both feet in the evening, standing, in the socks you hike in. Go with the longer foot.</p>' +
      '<ul><li>Between sizes: take the larger one for hiking boots.</li>' +
      '<li>Wide feet: look for the <strong>Wide</strong> badge.</li></ul>',
    targets: [{ url: '/c/hiking-boots-1020', text: 'Shop hiking boots' }],
  },
  // A dialog without an id, opened by `#modal`, and a text link to it.
  {
    type: 'richText',
    id: 'gallery-dialog-text-link',
    richText: '<p>XPLR Pass members return without a receipt. <a href="#modal">How it works</a></p>',
  },
  {
    type: 'dialog',
    title: 'Returns for XPLR Pass members',
    richText:
      '<p>Return anything within 60 days, by post or in any store. Members need no receipt: we find ' +
      'the order in your account.</p>',
    linkType: 'No-CTA',
  },
]

/**
 * Every variant of the video player (CMS-086..090), dialog (CMS-059, opened by `#modal` targets,
 * CMS-024), product recommendations (CMS-083) and upsell (CMS-084) blocks, for the block gallery page.
 * The recommendation blocks carry only their widget: the page's loader fills them with
 * `resolveRecommendationBlocks` (app/features/content/recommendations.server.ts). The video files, their
 * captions and chapters are the emulator's (mocks/content/videos/), as are the posters' artwork.
 */
export const MEDIA_GALLERY: KnownBlockInput[] = [
  // Video with defaults (autoplay when in view, muted, looping, controls), a file per breakpoint,
  // English and French captions from transcripts, chapters, and VideoObject data for search engines.
  {
    type: 'videoPlayer',
    id: 'gallery-video-tracks',
    media: {
      sm: {
        url: '/videos/content/dolomites-trail-run-sm.mp4',
        mimeType: 'video/mp4',
        width: 720,
        height: 1280,
        poster: contentImage('card', 'video-dolomites-sm', 'A runner on a scree path below limestone towers'),
      },
      lg: {
        url: '/videos/content/dolomites-trail-run-lg.mp4',
        mimeType: 'video/mp4',
        width: 1920,
        height: 1080,
        poster: contentImage('hero', 'video-dolomites', 'A runner on a scree path below limestone towers'),
      },
    },
    backgroundColor: '#1f2a24',
    isFullWidth: false,
    paddings: { sm: 'small', lg: 'large' },
    tracks: [
      {
        src: '/videos/content/dolomites-trail-run.en.vtt',
        label: 'English',
        srclang: 'en',
        kind: 'transcripts',
      },
      {
        src: '/videos/content/dolomites-trail-run.fr.vtt',
        label: 'Français',
        srclang: 'fr',
        kind: 'transcripts',
      },
      {
        src: '/videos/content/dolomites-trail-run.chapters.vtt',
        label: 'Chapters',
        srclang: 'en',
        kind: 'chapters',
      },
    ],
    seoTitle: 'Forty kilometres through the Dolomites in the Skyline Trail 3',
    seoDescription:
      'Our trail team runs the Alta Via 1 in a day: scree, snow patches and 2,500 metres of climbing, ' +
      'in the shoe built for it.',
  },
  // Full-width background video: controls hidden (a pause button stays, WCAG 2.2.2), no captions.
  {
    type: 'videoPlayer',
    id: 'gallery-video-ambient',
    media: {
      md: {
        url: '/videos/content/campfire-loop.mp4',
        mimeType: 'video/mp4',
        width: 1600,
        height: 700,
        poster: contentImage('hero', 'video-campfire', ''),
      },
    },
    isFullWidth: true,
    playerSettings: { hideControls: true, autoplay: true, loop: true, muted: true },
  },
  // Click-to-play video, sound on, played once.
  {
    type: 'videoPlayer',
    id: 'gallery-video-manual',
    media: {
      sm: {
        url: '/videos/content/pitching-the-storm-dome.mp4',
        mimeType: 'video/mp4',
        width: 1280,
        height: 720,
        poster: contentImage('banner', 'video-storm-dome', 'Two campers pitching a dome tent in the wind'),
      },
    },
    playerSettings: { autoplay: false, muted: false, loop: false },
    tracks: [{ src: '/videos/content/pitching-the-storm-dome.en.vtt', label: 'English', srclang: 'en' }],
    seoTitle: 'How to pitch the Storm Dome 3 in ten minutes',
  },
  // YouTube: a click-to-load facade; nothing comes from YouTube until the shopper presses play.
  {
    type: 'videoPlayer',
    id: 'gallery-video-youtube',
    media: {
      sm: {
        url: 'https://www.youtube.com/watch?v=Tr4iLhEaD01',
        width: 1280,
        height: 720,
        poster: contentImage('banner', 'video-youtube-ridge', 'A hiker on a ridge at dusk'),
      },
    },
    seoTitle: 'Ridge to river: a week on the Pacific Crest Trail',
    seoDescription: 'Seven days, 180 kilometres and one very wet tent: our field team reports back.',
  },
  // Cloudinary asset with the flag on: Cloudinary's MP4 renditions in the native player.
  {
    type: 'videoPlayer',
    id: 'gallery-video-cloudinary',
    media: {},
    cloudinaryAsset: { cloudName: 'trailhead-outfitters', publicId: 'campaigns/spring/ridge-run' },
    enableCloudinaryVideoPlayer: true,
    seoTitle: 'Spring on the ridge',
  },
  // The same asset with the flag off: the editor's file plays, Cloudinary is never asked.
  {
    type: 'videoPlayer',
    id: 'gallery-video-cloudinary-off',
    media: {
      sm: {
        url: '/videos/content/ridge-run.mp4',
        mimeType: 'video/mp4',
        poster: contentImage('banner', 'video-ridge-run', ''),
      },
    },
    cloudinaryAsset: { cloudName: 'trailhead-outfitters', publicId: 'campaigns/spring/ridge-run' },
    enableCloudinaryVideoPlayer: false,
  },

  ...DIALOG_GALLERY,

  // Recommendations: five cards per row, filled by the server from the widget.
  {
    type: 'productRecommendations',
    id: 'gallery-recs-5',
    title: 'Top rated by hikers',
    widgetId: 'home-top-rated',
    cardWidth: '5-cards',
  },
  // Three wide cards, ratings off.
  {
    type: 'productRecommendations',
    id: 'gallery-recs-3',
    title: 'Picked for you',
    widgetId: 'home-for-you',
    cardWidth: '3-cards',
    showRating: false,
  },
  // Six narrow cards without a title.
  {
    type: 'productRecommendations',
    id: 'gallery-recs-6',
    widgetId: 'home-trending',
    cardWidth: '6-cards',
  },

  // Complete the look: five items, the second out of stock, three shown.
  {
    type: 'productUpsell',
    id: 'gallery-upsell-look',
    title: 'Complete the look',
    media: contentImage('card', 'look-wet-weather', 'A hiker in a shell jacket and beanie in light rain'),
    stackedCount: 3,
    items: [
      upsellItem('JK100001'),
      upsellItem('AC100009', 'OutOfStock'),
      upsellItem('FL100002'),
      upsellItem('AC100003'),
      upsellItem('HB100001'),
    ],
  },
  // An upsell the server fills from a widget (default stackedCount 3).
  {
    type: 'productUpsell',
    id: 'gallery-upsell-widget',
    title: 'Pack for the weekend',
    widgetId: 'upsell-weekend',
  },
]
