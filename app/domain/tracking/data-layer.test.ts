import { describe, expect, it } from 'vitest'
import { menuClickEvent, mobileMenuSectionEvent, popupEvent } from './data-layer.ts'

describe('dataLayer events', () => {
  it('CMS-102 pop-up impression, expand and click events name the pop-up and its class', () => {
    expect(popupEvent('impression', 'Spring Newsletter')).toEqual({
      event: 'popup_impression',
      popup_name: 'Spring Newsletter',
      popup_category: 'Newsletter',
      popup_action: undefined,
    })
    expect(popupEvent('expand', 'Join')).toEqual({
      event: 'popup_expand',
      popup_name: 'Join',
      popup_category: 'Account',
      popup_action: 'Registration',
    })
    expect(popupEvent('click', 'Join', { label: 'Create an account', url: '/en-gb/sign-up' })).toEqual({
      event: 'popup_click',
      popup_name: 'Join',
      popup_category: 'Account',
      popup_action: 'Registration',
      click_label: 'Create an account',
      click_url: '/en-gb/sign-up',
    })
    expect(popupEvent('click', 'Join', { label: 'close' })).toMatchObject({ click_label: 'close' })
  })

  it('a top-nav click carries the path of level names and the url', () => {
    expect(
      menuClickEvent(['Footwear', 'Activities', 'Trail running'], '/en-us/c/running-shoes-1010'),
    ).toEqual({
      event: 'topnav_click',
      nav_path: 'Footwear > Activities > Trail running',
      nav_levels: ['Footwear', 'Activities', 'Trail running'],
      nav_url: '/en-us/c/running-shoes-1010',
    })
  })

  it('CMS-118 a mobile section reports expand or close with its levels', () => {
    expect(mobileMenuSectionEvent('expand', ['Footwear'])).toEqual({
      event: 'mobile_menu_section',
      section_action: 'expand',
      nav_path: 'Footwear',
      nav_levels: ['Footwear'],
    })
    expect(mobileMenuSectionEvent('close', ['Footwear', 'Activities'])).toMatchObject({
      section_action: 'close',
      nav_path: 'Footwear > Activities',
    })
  })
})
