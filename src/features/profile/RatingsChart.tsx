/**
 * The player's match ratings over time: an inline SVG line (oldest left) with a label that sums it up
 * for screen readers, and the same numbers as a table behind a disclosure. Matches are spaced evenly
 * (a season has gaps between matchdays that would only squash the line); the first and last dates
 * mark the ends.
 */
import { useTranslation } from 'react-i18next'
import type { RatingPoint } from '@/api/contracts/players'
import { DataTable } from '@/components/DataTable'
import { formatRating } from './format'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { ProfileSection } from './ProfileSection'
import styles from './profileSections.module.css'

const WIDTH = 480
const HEIGHT = 200
const PAD = { top: 12, right: 12, bottom: 28, left: 32 }
const MAX_RATING = 10

export interface ChartGeometry {
  /** The lowest rating on the axis: 5, or lower to fit a worse rating. */
  floor: number
  points: { x: number; y: number }[]
}

export function chartGeometry(ratings: readonly RatingPoint[]): ChartGeometry {
  const worst = Math.min(...ratings.map((point) => point.rating))
  const floor = Math.max(1, Math.min(5, Math.floor(worst)))
  const innerWidth = WIDTH - PAD.left - PAD.right
  const innerHeight = HEIGHT - PAD.top - PAD.bottom
  const step = ratings.length > 1 ? innerWidth / (ratings.length - 1) : 0
  const points = ratings.map((point, index) => ({
    x: PAD.left + (ratings.length > 1 ? index * step : innerWidth / 2),
    y: PAD.top + ((MAX_RATING - point.rating) / (MAX_RATING - floor)) * innerHeight,
  }))
  return { floor, points }
}

/** Mean rating to one decimal, half up, as the server rounds averages. */
function average(ratings: readonly RatingPoint[]): number {
  const sum = ratings.reduce((total, point) => total + point.rating, 0)
  return Math.round((sum / ratings.length) * 10 + Number.EPSILON) / 10
}

export function RatingsChart({ ratings }: { ratings: RatingPoint[] }) {
  const { t, i18n } = useTranslation('profile')
  const language = i18n.language
  const format = useLeagueFormat()
  if (ratings.length === 0) {
    return (
      <ProfileSection title={t('ratings.heading')}>
        <p className={styles.muted}>{t('ratings.empty')}</p>
      </ProfileSection>
    )
  }
  const first = ratings[0]
  const last = ratings[ratings.length - 1]
  const values = ratings.map((point) => point.rating)
  const summary = t('ratings.summary', {
    count: ratings.length,
    first: first ? format.day(first.date) : '',
    last: last ? format.day(last.date) : '',
    average: formatRating(average(ratings), language),
    best: formatRating(Math.max(...values), language),
    worst: formatRating(Math.min(...values), language),
    latest: last ? formatRating(last.rating, language) : '',
  })
  const { floor, points } = chartGeometry(ratings)
  const innerHeight = HEIGHT - PAD.top - PAD.bottom
  const gridLines = Array.from({ length: MAX_RATING - floor + 1 }, (_, index) => floor + index)
  const yOf = (rating: number) =>
    PAD.top + ((MAX_RATING - rating) / (MAX_RATING - floor)) * innerHeight
  const line = points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ')

  return (
    <ProfileSection title={t('ratings.heading')}>
      <figure className={styles.chart}>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className={styles.chartSvg}
        >
          {gridLines.map((rating) => (
            <g key={rating}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={yOf(rating)}
                y2={yOf(rating)}
                className={styles.gridLine}
              />
              <text
                x={PAD.left - 8}
                y={yOf(rating)}
                className={styles.axisLabel}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {formatRating(rating, language).replace(/[.,]0$/, '')}
              </text>
            </g>
          ))}
          <polyline points={line} className={styles.ratingLine} />
          {points.map((point, index) => (
            <circle
              key={ratings[index]?.matchId ?? index}
              cx={point.x}
              cy={point.y}
              r={ratings.length > 40 ? 2 : 3.5}
              className={styles.ratingDot}
            />
          ))}
          {first ? (
            <text x={PAD.left} y={HEIGHT - 8} className={styles.axisLabel} textAnchor="start">
              {format.shortDay(first.date)}
            </text>
          ) : null}
          {last && ratings.length > 1 ? (
            <text
              x={WIDTH - PAD.right}
              y={HEIGHT - 8}
              className={styles.axisLabel}
              textAnchor="end"
            >
              {format.shortDay(last.date)}
            </text>
          ) : null}
        </svg>
        <details className={styles.chartData}>
          <summary>{t('ratings.showTable')}</summary>
          <DataTable
            caption={t('ratings.caption')}
            columns={[
              {
                key: 'match',
                header: t('ratings.match'),
                rowHeader: true,
                align: 'end',
                cell: (row) => row.index,
              },
              {
                key: 'date',
                header: t('ratings.date'),
                cell: (row) => format.day(row.date),
              },
              {
                key: 'rating',
                header: t('ratings.rating'),
                align: 'end',
                cell: (row) => formatRating(row.rating, language),
              },
            ]}
            rows={ratings.map((point, index) => ({ ...point, index: index + 1 }))}
            rowKey={(row) => row.matchId}
          />
        </details>
      </figure>
    </ProfileSection>
  )
}
