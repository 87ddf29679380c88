import { http, HttpResponse } from 'msw'
import { seedSocialMedia } from './seed/social-media.ts'
import { origin } from '../locale.ts'

/**
 * The two gallery widgets' scripts (CAT-046, CAT-047), small stand-ins for the providers' own so the
 * demo and the journeys show something offline:
 *
 * - `/__ugc/widget.js?containerId=…&locale=…`, the third-party UGC widget: it draws the photos for the
 *   container's `data-ugc-tag` (a master id or a category id) into the element with that id.
 * - `/social/widget.js`, the social media host's gallery widget: `SocialGallery.create(containerId)`
 *   draws the newest photos into that element and `SocialGallery.destroy(containerId)` removes them.
 */

interface Photo {
  src: string
  alt: string
  tags: string[]
}

function photos(request: Request): Photo[] {
  const base = origin(request)
  return seedSocialMedia().map((item) => ({
    src: `${base}${item.imageUrl}`,
    alt: item.caption,
    tags: [...item.tags, ...item.categoryIds],
  }))
}

// Both scripts build their markup with DOM calls (no innerHTML), in the page's own styles.
const DRAW = `
  function draw(container, items, label) {
    var list = document.createElement('ul');
    list.setAttribute('aria-label', label);
    list.style.cssText = 'display:grid;grid-template-columns:repeat(auto-fill,minmax(8rem,1fr));gap:0.5rem;list-style:none;padding:0;margin:0';
    items.forEach(function (item) {
      var li = document.createElement('li');
      var img = document.createElement('img');
      img.src = item.src; img.alt = item.alt; img.width = 160; img.height = 160; img.loading = 'lazy';
      img.style.cssText = 'width:100%;height:auto;border-radius:0.25rem';
      li.appendChild(img);
      list.appendChild(li);
    });
    container.replaceChildren(list);
  }
`

function script(body: string) {
  return new HttpResponse(`(function () {\n  'use strict';\n${DRAW}\n${body}\n})();\n`, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

export const handlers = [
  http.get('*/__ugc/widget.js', ({ request }) => {
    const data = JSON.stringify(photos(request))
    return script(`
  var current = document.currentScript;
  var params = new URL(current ? current.src : location.href).searchParams;
  var container = document.getElementById(params.get('containerId') || '');
  if (!container) return;
  var tag = container.getAttribute('data-ugc-tag') || '';
  var all = ${data};
  var items = all.filter(function (p) { return tag && p.tags.indexOf(tag) >= 0; });
  draw(container, (items.length ? items : all).slice(0, 4), 'Customer photos');
  container.setAttribute('data-ugc-rendered', params.get('locale') || '');
`)
  }),

  http.get('*/social/widget.js', ({ request }) => {
    const data = JSON.stringify(photos(request).slice(0, 4))
    return script(`
  var items = ${data};
  window.SocialGallery = {
    create: function (containerId) {
      var container = document.getElementById(containerId);
      if (container) draw(container, items, 'Social gallery');
    },
    destroy: function (containerId) {
      var container = document.getElementById(containerId);
      if (container) container.replaceChildren();
    }
  };
  window.dispatchEvent(new Event('social-gallery-ready'));
`)
  }),
]
