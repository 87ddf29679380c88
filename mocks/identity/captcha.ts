import { http } from 'msw'

/**
 * A stand-in for the captcha provider's script (PLAT-026, decision 075), served at `/__captcha/api.js`
 * (the storefront's `CAPTCHA_SCRIPT_URL` default) so the demo and the journeys run offline. Like the
 * provider's v3 script it takes the site key as `render` and defines `grecaptcha.ready(callback)` and
 * `grecaptcha.execute(siteKey, { action })`, which answers a token naming the action. The emulator's
 * calls take any non-empty `recaptcha_response`, the storefront's fallback included.
 */

export const CAPTCHA_SCRIPT_PATH = '/__captcha/api.js'

const SCRIPT = `(function () {
  'use strict';
  var current = document.currentScript;
  var siteKey = new URL(current ? current.src : location.href).searchParams.get('render');
  var issued = 0;
  window.grecaptcha = {
    ready: function (callback) { callback(); },
    execute: function (key, options) {
      if (!siteKey || key !== siteKey) return Promise.reject(new Error('captcha: unknown site key'));
      issued += 1;
      var action = (options && options.action) || 'default';
      return Promise.resolve('emu-captcha.' + action + '.' + Date.now().toString(36) + '.' + issued);
    }
  };
})();
`

export const handlers = [
  http.get(
    `*${CAPTCHA_SCRIPT_PATH}`,
    () =>
      new Response(SCRIPT, {
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
  ),
]
