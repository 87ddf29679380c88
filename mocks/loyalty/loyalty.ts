import { http, HttpResponse } from 'msw'
import { localized } from '../i18n/index.ts'
import { requirePrincipal, type Principal } from '../identity/auth.ts'
import { cents } from '../cart/cart-pricing.ts'
import { renderCart } from '../cart/cart-render.ts'
import { requireCart } from '../cart/cart-store.ts'
import { apiError, readJson } from '../errors.ts'
import { touch } from '../state.ts'
import type { WelcomePromo } from '#app/domain/account/loyalty.ts'

/**
 * Loyalty (000 §6, §7): a member's points and vouchers, the welcome promotion, and a voucher paying
 * part of a cart.
 * Rewards need a signed-in member (REW401 guest, REW130 not a member, REW135 not confirmed).
 */

function requireMember(request: Request): Principal & { account: NonNullable<Principal['account']> } {
  const principal = requirePrincipal(request)
  if (principal.type !== 'Registered' || !principal.account) {
    throw apiError(request, 401, 'REW401', 'Rewards need a signed-in customer')
  }
  if (!principal.account.isLoyaltyMember) {
    throw apiError(request, 403, 'REW130', 'The customer is not a loyalty member')
  }
  if (principal.account.loyaltyConfirmed === false) {
    throw apiError(request, 403, 'REW135', 'The loyalty membership is not confirmed')
  }
  return principal as Principal & { account: NonNullable<Principal['account']> }
}

/**
 * The consumer's own loyalty reads (ACCT-038): a guest is REW401, a registered shopper who is not a
 * member 4044 (loyalty member not found, ERR-090), a member who has not confirmed REW135.
 */
function requireLoyaltyAccount(request: Request) {
  const principal = requirePrincipal(request)
  if (principal.type !== 'Registered' || !principal.account) {
    throw apiError(request, 401, 'REW401', 'Rewards need a signed-in customer')
  }
  if (!principal.account.isLoyaltyMember) {
    throw apiError(request, 404, '4044', 'Loyalty member not found')
  }
  return requireMember(request)
}

/** The Loyalty welcome promotion (ACCT-037), the same for every signed-in shopper. */
export const WELCOME_PROMO: WelcomePromo = {
  promotionId: 'LOYALTY-WELCOME',
  title: 'Welcome to XPLR Pass',
  description: 'Members get free standard shipping on every order.',
  validUntil: '2026-12-31',
}

function loyaltyOf(principal: { account: NonNullable<Principal['account']> }) {
  return principal.account.loyalty ?? { currentLoyaltyPoints: 0, applicableLoyaltyVouchers: [] }
}

export const handlers = [
  http.get('*/consumers-v3/consumer/loyalty/vouchers', ({ request }) => {
    const loyalty = loyaltyOf(requireLoyaltyAccount(request))
    return HttpResponse.json({
      currentLoyaltyPoints: loyalty.currentLoyaltyPoints,
      applicableLoyaltyVouchers: loyalty.applicableLoyaltyVouchers,
    })
  }),

  // ACCT-037: members and non-members alike (it invites a non-member to join); a guest is REW401.
  http.get('*/consumers-v3/consumer/loyalty/promo/welcome', ({ request }) => {
    const principal = requirePrincipal(request)
    if (principal.type !== 'Registered')
      throw apiError(request, 401, 'REW401', 'Rewards need a signed-in customer')
    return HttpResponse.json(localized(WELCOME_PROMO, request))
  }),

  // Body `{ appliedLoyaltyVoucher }`: the voucher's id; an empty one takes the voucher off (CHK-023).
  http.put('*/cart/v1/cart/:basketId/reward', async ({ request, params }) => {
    const principal = requireMember(request)
    const cart = requireCart(request, principal.owner, params.basketId)
    const body = (await readJson(request)) ?? {}
    const id = typeof body.appliedLoyaltyVoucher === 'string' ? body.appliedLoyaltyVoucher : ''
    if (!id) {
      delete cart.loyaltyVoucher
    } else {
      const loyalty = loyaltyOf(principal)
      const voucher = loyalty.applicableLoyaltyVouchers.find((v) => v.id === id)
      if (!voucher || !voucher.available || !voucher.eligible) {
        return apiError(request, 400, 'REW400', `Voucher ${id} cannot be used`)
      }
      if (loyalty.currentLoyaltyPoints < voucher.points) {
        return apiError(request, 400, 'REW140', 'Not enough points for this voucher')
      }
      cart.loyaltyVoucher = { id, amount: cents(voucher.amountInCurrency) }
    }
    touch(cart)
    return HttpResponse.json(renderCart(cart, request))
  }),
]
