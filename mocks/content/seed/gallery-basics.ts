import type { KnownBlockInput } from '#app/domain/content/content.ts'
import { categoryUrl, LEAF_CATEGORIES } from './categories.ts'
import { contentImage } from './images.ts'

/** The gallery's basic blocks: category cards, icon-and-text in its layouts, a spacer. */
export const BASICS_GALLERY: KnownBlockInput[] = [
  {
    type: 'categoryCards',
    id: 'gallery-category-cards',
    title: 'Category cards',
    cards: LEAF_CATEGORIES.slice(0, 4).map((category) => ({
      id: `gallery-card-${category.id}`,
      title: category.name,
      image: contentImage('card', category.slug),
      target: { url: categoryUrl(category) },
    })),
  },
  {
    type: 'iconAndText',
    id: 'gallery-icons-left',
    title: 'Icon and text, icons on the left, four items in a 2×2 grid',
    iconSize: 'small',
    variant: 'icon-left',
    iconAndText: [
      { icon: { name: 'truck' }, richText: '<p>Free standard shipping over {freeShippingThreshold}</p>' },
      { icon: { name: 'return' }, richText: '<p>Free returns within 60 days</p>' },
      { icon: { name: 'store' }, richText: '<p>Pick up in store</p>' },
      { icon: { name: 'gift' }, richText: '<p>Gift wrapping at checkout</p>' },
    ],
  },
  {
    type: 'spacer',
    id: 'gallery-spacer',
    backgroundColor: '#f3f4f6',
    bottomMargins: { sm: 'small', md: 'medium', lg: 'large' },
  },
  {
    type: 'iconAndText',
    id: 'gallery-icons-above',
    title: 'Icon and text, icons above, three items in thirds',
    iconSize: 'large',
    variant: 'icon-above-text',
    iconAndText: [
      {
        icon: { name: 'leaf' },
        richText: '<p><strong>Recycled materials</strong> in most of our jackets</p>',
      },
      {
        icon: { name: 'question' },
        richText: '<p><strong>Fit advice</strong> from our team</p>',
        target: { url: '/help/contact-us', text: 'Ask us' },
      },
      { icon: { name: 'card' }, richText: '<p><strong>Pay later</strong> in four payments</p>' },
    ],
  },
  {
    type: 'iconAndText',
    id: 'gallery-icons-coloured',
    title: 'Icon and text, one column, coloured items and turned icons',
    iconSize: 'medium',
    variant: 'one-column',
    iconAndText: [
      {
        icon: { name: 'arrow', direction: 'right' },
        richText: '<p>Choose your size on the product page</p>',
        backgroundColor: 'sand',
        textColor: 'brand',
      },
      {
        icon: { name: 'arrow', direction: 'down' },
        richText: '<p>Add it to your cart, then pay</p>',
        backgroundColor: '#14532d',
        // Not readable on the dark green: white is used instead.
        textColor: '#1f2937',
      },
      { icon: { name: 'arrow', direction: 'up' }, richText: '<p>Back on the trail in days</p>' },
    ],
  },
]
