/**
 * /gvl-premium (requirements: routes): GVL Premium's plans and prices, the perks compared with a
 * free account, and an FAQ. A signed-in player sees their subscription, subscribes through a
 * confirmation step with the mock checkout (the chosen plan is in the URL, ?plan=yearly) and can
 * cancel; a visitor is invited to sign in and come back here.
 */
import { Crown } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '@/api/errors'
import type { Plan, SubscribeResponse, Subscription } from '@/api/contracts/premium'
import { useAppSelector } from '@/session/hooks'
import { Badge, SkeletonBadge } from '@/components/Badge'
import { Button } from '@/components/Button'
import { ButtonLink } from '@/components/ButtonLink'
import { EmptyState } from '@/components/EmptyState'
import { ErrorState } from '@/components/ErrorState'
import { Skeleton, SkeletonBlock, SkeletonLine, SkeletonList } from '@/components/Skeleton'
import { selectIsSignedIn } from '@/session/authSlice'
import { CheckoutForm } from './CheckoutForm'
import { usePremiumFormat } from './format'
import { PerksComparison } from './PerksComparison'
import { PremiumFaq } from './PremiumFaq'
import { useGetMySubscriptionQuery, useGetPlansQuery } from '@/api/endpoints/premiumApi'
import { useSearchParams } from '@/lib/searchParams'
import { SubscriptionStatus } from './SubscriptionStatus'
import styles from './PremiumScreen.module.css'

const PLAN_PARAM = 'plan'
export const SIGN_IN_TO_SUBSCRIBE = '/login?redirect=/gvl-premium'

export function PremiumScreen() {
  const { t } = useTranslation('premium')
  const format = usePremiumFormat()
  const signedIn = useAppSelector(selectIsSignedIn)
  const plans = useGetPlansQuery()
  const mine = useGetMySubscriptionQuery(undefined, { skip: !signedIn })
  const [searchParams, setSearchParams] = useSearchParams()
  const [receipt, setReceipt] = useState<SubscribeResponse | null>(null)

  const items = plans.data?.items ?? []
  const cheapest = items.reduce<Plan | null>(
    (best, plan) =>
      best === null || plan.monthlyPriceCents < best.monthlyPriceCents ? plan : best,
    null,
  )
  const subscription = mine.data?.subscription ?? null
  const running = mine.data?.premium === true && subscription?.status !== 'expired'
  const renewing = running && subscription?.status === 'active' ? subscription : null
  const resuming = running && subscription?.status === 'cancelled' ? subscription : null

  const chosenId = searchParams.get(PLAN_PARAM)
  const chosen =
    signedIn && renewing === null ? (items.find((plan) => plan.id === chosenId) ?? null) : null

  const choosePlan = (plan: Plan | null) => {
    setReceipt(null)
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        if (plan) next.set(PLAN_PARAM, plan.id)
        else next.delete(PLAN_PARAM)
        return next
      },
      { preventScrollReset: true },
    )
  }

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <Crown aria-hidden="true" className={styles.heroIcon} />
        <div>
          <h1>{t('hero.eyebrow')}</h1>
          <p className={styles.tagline}>{t('hero.title')}</p>
          <p className={styles.lead}>{t('hero.lead')}</p>
          {cheapest ? (
            <p className={styles.from}>
              {t('hero.from', {
                price: format.money(cheapest.monthlyPriceCents, cheapest.currency),
              })}
            </p>
          ) : plans.isLoading ? (
            // The price's line keeps its place while the plans load.
            <SkeletonLine className={styles.from} width="10em" />
          ) : null}
        </div>
      </header>

      {signedIn ? <SubscriptionStatus /> : null}

      <section className={styles.section} aria-labelledby="premium-plans-title">
        <h2 id="premium-plans-title">{t('plans.title')}</h2>
        {plans.isLoading ? (
          <PlansSkeleton />
        ) : plans.isError ? (
          <ErrorState
            message={serverMessage(plans.error) ?? t('plans.failed')}
            onRetry={() => void plans.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState title={t('plans.empty')}>
            <p>{t('plans.emptyBody')}</p>
          </EmptyState>
        ) : (
          <ul className={styles.plans}>
            {items.map((plan) => (
              <li key={plan.id}>
                <PlanCard
                  plan={plan}
                  signedIn={signedIn}
                  renewing={renewing}
                  chosen={chosen?.id === plan.id}
                  onChoose={() => choosePlan(plan)}
                />
              </li>
            ))}
          </ul>
        )}
        {receipt ? <SubscribedNotice response={receipt} /> : null}
        {chosen && !receipt ? (
          <CheckoutForm
            key={chosen.id}
            plan={chosen}
            resuming={resuming}
            onBack={() => choosePlan(null)}
            onSubscribed={(response) => {
              choosePlan(null)
              setReceipt(response)
            }}
          />
        ) : null}
      </section>

      <PerksComparison />
      <PremiumFaq />
    </div>
  )
}

/** How many plans the skeleton draws: a month's and a year's. */
const SKELETON_PLANS = 2

/**
 * The plans while they load, each card as tall as a plan's: its heading and saving, its name, the
 * price, the billing notes and the action at the bottom.
 */
function PlansSkeleton() {
  const { t } = useTranslation('premium')
  return (
    <Skeleton label={t('plans.loading')}>
      <SkeletonList count={SKELETON_PLANS} className={styles.plans}>
        {() => (
          <div className={styles.plan}>
            <div className={styles.planHeader}>
              <SkeletonLine as="h3" width="5em" />
              <SkeletonBadge width="8em" />
            </div>
            <SkeletonLine className={styles.planName} width="10em" />
            <SkeletonLine className={styles.price} width="5em" />
            <SkeletonLine className={styles.planNote} width="9em" />
            <SkeletonLine className={styles.planNote} width="12em" />
            <div className={styles.planAction}>
              <SkeletonBlock height={44} />
            </div>
          </div>
        )}
      </SkeletonList>
    </Skeleton>
  )
}

interface PlanCardProps {
  plan: Plan
  signedIn: boolean
  /** The caller's renewing subscription, if any: no new subscription then. */
  renewing: Subscription | null
  chosen: boolean
  onChoose: () => void
}

function PlanCard({ plan, signedIn, renewing, chosen, onChoose }: PlanCardProps) {
  const { t } = useTranslation('premium')
  const format = usePremiumFormat()
  const titleId = `premium-plan-${plan.id}`
  const current = renewing?.plan.id === plan.id
  return (
    <article
      className={[styles.plan, chosen || current ? styles.planChosen : undefined]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
    >
      <div className={styles.planHeader}>
        <h3 id={titleId}>{t(`plans.interval.${plan.interval}`)}</h3>
        {current ? <Badge tone="premium">{t('plans.current')}</Badge> : null}
        {plan.saving ? (
          <Badge tone="accent">
            {t('plans.saving', {
              amount: format.money(plan.saving.cents, plan.currency),
              percent: plan.saving.percent,
            })}
          </Badge>
        ) : null}
      </div>
      <p className={styles.planName}>{plan.name}</p>
      <p className={styles.price}>
        {t(`plans.price.${plan.interval}`, { price: format.money(plan.priceCents, plan.currency) })}
      </p>
      {plan.interval === 'year' ? (
        <p className={styles.planNote}>
          {t('plans.perMonth', { price: format.money(plan.monthlyPriceCents, plan.currency) })}
        </p>
      ) : null}
      <p className={styles.planNote}>{t(`plans.billed.${plan.interval}`)}</p>
      <div className={styles.planAction}>
        {!signedIn ? (
          <ButtonLink to={SIGN_IN_TO_SUBSCRIBE}>{t('plans.signIn')}</ButtonLink>
        ) : renewing === null ? (
          <Button
            variant={chosen ? 'primary' : 'secondary'}
            aria-pressed={chosen}
            onClick={onChoose}
          >
            {t(`plans.choose.${plan.interval}`)}
          </Button>
        ) : null}
      </div>
    </article>
  )
}

function SubscribedNotice({ response }: { response: SubscribeResponse }) {
  const { t } = useTranslation('premium')
  const format = usePremiumFormat()
  const { subscription, receipt } = response
  return (
    <div className={styles.success} role="status">
      <p>{t('checkout.success', { date: format.date(subscription.currentPeriodEnd) })}</p>
      {receipt.amountCents > 0 ? (
        <p>
          {t('checkout.receipt', {
            amount: format.money(receipt.amountCents, receipt.currency),
            brand: t(`checkout.brand.${receipt.card.brand}`),
            last4: receipt.card.last4,
          })}
        </p>
      ) : null}
    </div>
  )
}

export default PremiumScreen
