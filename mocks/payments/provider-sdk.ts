/**
 * The emulated provider's hosted-fields SDK, served as a static script from
 * `/__provider/sdk/v1/hosted-fields.js`. The storefront pins its sha384 (subresource integrity), so any
 * change here must come with the new hash in `PAYMENT_SDK_INTEGRITY`'s default; a unit test
 * keeps the two together.
 *
 * `EmuPayFields.mount({ container, sessionId, title, onAuthorised })` puts the provider's card form in an
 * iframe of the provider's origin and calls `onAuthorised(sessionId)` once the card is authorised there:
 * the page that embeds it never sees a card number.
 */
export const HOSTED_FIELDS_SDK_PATH = '/__provider/sdk/v1/hosted-fields.js'

export const HOSTED_FIELDS_SDK = `/* EmuPay hosted fields v1 */
(function () {
  'use strict';
  var current = document.currentScript;
  var origin = new URL(current ? current.src : location.href).origin;
  function mount(options) {
    var frame = document.createElement('iframe');
    frame.src = origin + '/__provider/fields/' + encodeURIComponent(options.sessionId);
    frame.title = options.title || 'Card details';
    frame.style.width = '100%';
    frame.style.minHeight = '24rem';
    frame.style.border = '0';
    function onMessage(event) {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.sessionId !== options.sessionId) return;
      if (data.type === 'emupay:resize' && typeof data.height === 'number') {
        frame.style.height = Math.ceil(data.height) + 'px';
      }
      if (data.type === 'emupay:authorised' && typeof options.onAuthorised === 'function') {
        options.onAuthorised(data.sessionId);
      }
    }
    window.addEventListener('message', onMessage);
    options.container.appendChild(frame);
    return {
      unmount: function () {
        window.removeEventListener('message', onMessage);
        frame.remove();
      }
    };
  }
  window.EmuPayFields = { version: '1', mount: mount };
  window.dispatchEvent(new Event('emupay-fields-ready'));
})();
`
