import { describe, expect, test } from 'vitest'
import type { ApiError } from '@/api/contracts'
import {
  mySubscriptionResponseSchema,
  plansResponseSchema,
  subscribeResponseSchema,
  type MySubscriptionResponse,
  type SubscribeRequest,
} from '@/api/contracts/premium'
import { advanceClock, now } from '@mocks/clock'
import { db } from '@mocks/db'
import { setScenario } from '@mocks/scenarios'
import { signInAs } from '@mocks/server'
import { call, json } from './client'

const CARD = '4242 4242 4242 4242'
const checkout = (patch: Partial<SubscribeRequest['paymentMethod']> = {}, planId = 'monthly') => ({
  planId,
  paymentMethod: { cardNumber: CARD, expiry: '12/30', cvc: '987', ...patch },
})

async function tokenOf(username: string): Promise<{ token: string; id: number }> {
  const { token, user } = await signInAs(username)
  if (user === null) throw new Error(`no user ${username}`)
  return { token, id: user.id }
}

async function mine(token: string): Promise<MySubscriptionResponse> {
  const response = await call('me/subscription', { token })
  expect(response.status).toBe(200)
  return mySubscriptionResponseSchema.strict().parse(await response.json())
}

function subscribe(token: string | null, body: unknown, language?: string) {
  return call('me/subscription', { method: 'POST', token, body, language })
}

function cancel(token: string | null, language?: string) {
  return call('me/subscription', { method: 'DELETE', token, language })
}

async function fieldErrorsOf(response: Response) {
  expect(response.status).toBe(422)
  const body = await json<ApiError>(response)
  expect(body.code).toBe('validation_failed')
  return body.fieldErrors
}

/** Everything the mock database holds, as one text. */
function dbText(): string {
  return JSON.stringify(Object.fromEntries(Object.entries(db).map(([k, c]) => [k, c.all()])))
}

describe('GET /api/premium/plans', () => {
  test('answers both plans to anyone, monthly first, with the yearly saving', async () => {
    const response = await call('premium/plans')
    expect(response.status).toBe(200)
    const { items } = plansResponseSchema.strict().parse(await response.json())
    expect(items.map((p) => p.id)).toEqual(['monthly', 'yearly'])
    const [monthly, yearly] = items
    expect(monthly).toEqual({
      id: 'monthly',
      name: 'GVL Premium Monthly',
      priceCents: 499,
      currency: 'USD',
      interval: 'month',
      monthlyPriceCents: 499,
      perks: expect.arrayContaining(['premium_badge', 'premium_competitions']) as string[],
      saving: null,
    })
    // 12 × $4.99 = $59.88 against $49.99: $9.89 saved, 17%.
    expect(yearly).toMatchObject({
      priceCents: 4999,
      interval: 'year',
      monthlyPriceCents: 417,
      saving: { cents: 989, percent: 17 },
    })
  })

  test('answers no plans in the empty scenario, 503 when the area fails', async () => {
    setScenario({ empty: ['premium'] })
    expect(await json(await call('premium/plans'))).toEqual({ items: [] })
    setScenario({ empty: [], failing: ['premium'] })
    expect((await call('premium/plans')).status).toBe(503)
  })
})

describe('GET /api/me/subscription', () => {
  test('maya_goals has Premium: an active yearly subscription', async () => {
    const { token } = await tokenOf('maya_goals')
    const { subscription, premium } = await mine(token)
    expect(premium).toBe(true)
    expect(subscription).toMatchObject({
      status: 'active',
      plan: { id: 'yearly' },
      cancelledAt: null,
    })
    expect(Date.parse(subscription?.currentPeriodEnd ?? '')).toBeGreaterThan(now().getTime())
  })

  test('demo never subscribed; rivera_fc’s subscription expired', async () => {
    expect(await mine((await tokenOf('demo')).token)).toEqual({
      subscription: null,
      premium: false,
    })
    const rivera = await mine((await tokenOf('rivera_fc')).token)
    expect(rivera.premium).toBe(false)
    expect(rivera.subscription?.status).toBe('expired')
  })

  test('answers 401 without a valid token', async () => {
    expect((await call('me/subscription')).status).toBe(401)
    expect((await call('me/subscription', { token: '0'.repeat(64) })).status).toBe(401)
  })
})

describe('POST /api/me/subscription', () => {
  test('subscribes: 201, Premium for a month, a receipt with brand and last four only', async () => {
    const { token, id } = await tokenOf('demo')
    const response = await subscribe(token, checkout())
    expect(response.status).toBe(201)
    const body = subscribeResponseSchema.strict().parse(await response.json())
    expect(body).toMatchObject({
      premium: true,
      subscription: {
        status: 'active',
        plan: { id: 'monthly' },
        startedAt: '2026-03-14T18:00:00.000Z',
        currentPeriodEnd: '2026-04-14T18:00:00.000Z',
        cancelledAt: null,
      },
      receipt: { amountCents: 499, currency: 'USD', card: { brand: 'visa', last4: '4242' } },
    })
    expect(JSON.stringify(body)).not.toContain('4242424242424242')
    expect(JSON.stringify(body)).not.toContain('987')

    const after = await mine(token)
    expect(after.premium).toBe(true)
    expect(after.subscription?.id).toBe(body.subscription.id)
    expect(db.subscriptions.findFirst((q) => q.where({ userId: id }))?.planId).toBe('monthly')
  })

  test('never stores the card: no number, expiry or cvc anywhere in the database', async () => {
    const { token } = await tokenOf('demo')
    const before = Object.keys(db.subscriptions.all()[0] ?? {}).sort()
    const response = await subscribe(
      token,
      checkout({ cardNumber: '5555-5555-5555-4444', expiry: '11/31', cvc: '6543' }, 'yearly'),
    )
    expect(response.status).toBe(201)
    const body = subscribeResponseSchema.parse(await response.json())
    expect(body.receipt.card).toEqual({ brand: 'mastercard', last4: '4444' })
    expect(body.subscription.currentPeriodEnd).toBe('2027-03-14T18:00:00.000Z')
    const text = dbText()
    for (const secret of ['5555555555554444', '5555-5555-5555-4444', '11/31', '6543']) {
      expect(text).not.toContain(secret)
    }
    const created = db.subscriptions.all().find((s) => s.id === body.subscription.id)
    expect(Object.keys(created ?? {}).sort()).toEqual(before)
  })

  test('answers 409 when already subscribed and renewing', async () => {
    const { token } = await tokenOf('maya_goals')
    const response = await subscribe(token, checkout())
    expect(response.status).toBe(409)
    expect(await json<ApiError>(response)).toEqual({
      error: 'You already have GVL Premium.',
      code: 'already_subscribed',
    })
  })

  test('answers 402 payment_declined for the declined test card, and subscribes nobody', async () => {
    const { token, id } = await tokenOf('demo')
    const response = await subscribe(token, checkout({ cardNumber: '4000 0000 0000 0002' }))
    expect(response.status).toBe(402)
    expect(await json<ApiError>(response)).toEqual({
      error: 'Your card was declined. Try another card.',
      code: 'payment_declined',
    })
    expect(db.subscriptions.findMany((q) => q.where({ userId: id }))).toEqual([])
    expect((await mine(token)).premium).toBe(false)
  })

  test('answers in Spanish when asked', async () => {
    const { token } = await tokenOf('demo')
    const declined = await subscribe(token, checkout({ cardNumber: '4000000000000002' }), 'es')
    expect(await json<ApiError>(declined)).toMatchObject({
      error: 'Tu tarjeta fue rechazada. Prueba con otra tarjeta.',
    })
    const expired = await subscribe(token, checkout({ expiry: '01/26' }), 'es-ES')
    expect(await fieldErrorsOf(expired)).toEqual({
      'paymentMethod.expiry': 'Esta tarjeta ha caducado.',
    })
  })

  test.each([
    [
      'a number failing the Luhn check',
      { cardNumber: '4242 4242 4242 4241' },
      'cardNumber',
      'This card number is not valid.',
    ],
    [
      'a number too short',
      { cardNumber: '42424242' },
      'cardNumber',
      'This card number is not valid.',
    ],
    [
      'letters in the number',
      { cardNumber: '4242 4242 abcd 4242' },
      'cardNumber',
      'This card number is not valid.',
    ],
    ['an expiry month 13', { expiry: '13/30' }, 'expiry', 'Use the format MM/YY.'],
    ['an expiry without a slash', { expiry: '1230' }, 'expiry', 'Use the format MM/YY.'],
    ['an expired card (last month)', { expiry: '02/26' }, 'expiry', 'This card has expired.'],
    ['a 2-digit cvc', { cvc: '12' }, 'cvc', 'Use the 3 or 4 digits on the back of the card.'],
    ['a 5-digit cvc', { cvc: '12345' }, 'cvc', 'Use the 3 or 4 digits on the back of the card.'],
  ])('answers 422 for %s', async (_, patch, field, message) => {
    const { token } = await tokenOf('demo')
    const response = await subscribe(token, checkout(patch))
    expect(await fieldErrorsOf(response)).toEqual({ [`paymentMethod.${field}`]: message })
  })

  test('a card expiring this month still works', async () => {
    const { token } = await tokenOf('demo')
    expect((await subscribe(token, checkout({ expiry: '03/26' }))).status).toBe(201)
  })

  test('answers 422 for an unknown plan or a missing card, 400 for a body that is not JSON', async () => {
    const { token } = await tokenOf('demo')
    expect(await fieldErrorsOf(await subscribe(token, checkout({}, 'weekly')))).toEqual({
      planId: 'This value is not valid.',
    })
    expect(await fieldErrorsOf(await subscribe(token, { planId: 'monthly' }))).toEqual({
      paymentMethod: 'This field is required.',
    })
    const broken = await subscribe(token, 'planId=monthly')
    expect(broken.status).toBe(400)
    expect(await json<ApiError>(broken)).toMatchObject({ code: 'invalid_json' })
  })

  test('answers 401 without a token, whatever the body says', async () => {
    const response = await subscribe(null, { ...checkout(), userId: 1 })
    expect(response.status).toBe(401)
    expect(db.subscriptions.findMany((q) => q.where({ userId: 1 }))).toEqual([])
  })

  test('the subscriber comes from the token: a userId in the body changes nothing', async () => {
    const { token, id } = await tokenOf('demo')
    const maya = db.users.findFirst((q) => q.where({ username: 'maya_goals' }))
    const mayaBefore = db.subscriptions.findMany((q) => q.where({ userId: maya?.id ?? 0 })).length
    const response = await subscribe(token, { ...checkout(), userId: maya?.id })
    expect(response.status).toBe(201)
    expect(db.subscriptions.findMany((q) => q.where({ userId: id }))).toHaveLength(1)
    expect(db.subscriptions.findMany((q) => q.where({ userId: maya?.id ?? 0 }))).toHaveLength(
      mayaBefore,
    )
  })

  test('after an expired subscription, subscribes anew (rivera_fc)', async () => {
    const { token, id } = await tokenOf('rivera_fc')
    const response = await subscribe(token, checkout())
    expect(response.status).toBe(201)
    expect(db.subscriptions.findMany((q) => q.where({ userId: id }))).toHaveLength(2)
    expect((await mine(token)).subscription?.status).toBe('active')
  })
})

describe('DELETE /api/me/subscription', () => {
  test('cancels: Premium stays until the period ends, then the subscription expires', async () => {
    const { token } = await tokenOf('maya_goals')
    const before = await mine(token)
    const response = await cancel(token)
    expect(response.status).toBe(200)
    const body = mySubscriptionResponseSchema.strict().parse(await response.json())
    expect(body).toEqual({
      premium: true,
      subscription: {
        ...before.subscription,
        status: 'cancelled',
        cancelledAt: now().toISOString(),
      },
    })
    expect((await mine(token)).premium).toBe(true)

    const end = Date.parse(before.subscription?.currentPeriodEnd ?? '')
    advanceClock(end - now().getTime() - 1)
    const { token: lastMinute } = await tokenOf('maya_goals')
    expect(await mine(lastMinute)).toMatchObject({
      premium: true,
      subscription: { status: 'cancelled' },
    })
    advanceClock(1)
    expect(await mine(lastMinute)).toMatchObject({
      premium: false,
      subscription: { status: 'expired' },
    })
  })

  test('answers 409 already_cancelled the second time', async () => {
    const { token } = await tokenOf('maya_goals')
    expect((await cancel(token)).status).toBe(200)
    const again = await cancel(token)
    expect(again.status).toBe(409)
    expect(await json<ApiError>(again)).toMatchObject({ code: 'already_cancelled' })
  })

  test('answers 404 no_subscription without a running subscription', async () => {
    for (const username of ['demo', 'rivera_fc']) {
      const response = await cancel((await tokenOf(username)).token)
      expect(response.status).toBe(404)
      expect(await json<ApiError>(response)).toEqual({
        error: 'You have no subscription to cancel.',
        code: 'no_subscription',
      })
    }
  })

  test('subscribing again before the period ends reactivates it: 200, nothing charged', async () => {
    const { token } = await tokenOf('maya_goals')
    const before = await mine(token)
    await cancel(token)
    const response = await subscribe(token, checkout({}, 'monthly'))
    expect(response.status).toBe(200)
    const body = subscribeResponseSchema.parse(await response.json())
    expect(body).toMatchObject({
      premium: true,
      subscription: {
        id: before.subscription?.id,
        status: 'active',
        cancelledAt: null,
        currentPeriodEnd: before.subscription?.currentPeriodEnd,
        plan: { id: 'monthly' }, // from the next renewal
      },
      receipt: { amountCents: 0, card: { last4: '4242' } },
    })
    // Active again, so a third attempt is a conflict.
    expect((await subscribe(token, checkout())).status).toBe(409)
  })

  test('answers 401 without a token', async () => {
    expect((await cancel(null)).status).toBe(401)
  })
})

describe('the period end', () => {
  test('an active subscription past its period end reads expired (the mock bills no renewals)', async () => {
    const maya = db.users.findFirst((q) => q.where({ username: 'maya_goals' }))
    const running = db.subscriptions.findFirst((q) =>
      q.where({ userId: maya?.id ?? 0, status: 'active' }),
    )
    if (running === undefined) throw new Error('maya has no subscription')
    advanceClock(Date.parse(running.currentPeriodEnd) - now().getTime())
    const { token } = await tokenOf('maya_goals')
    expect(await mine(token)).toMatchObject({ premium: false, subscription: { status: 'expired' } })
    expect((await subscribe(token, checkout())).status).toBe(201)
  })
})
