/**
 * A team's crest: its image, or (without one, or when it cannot be shown) the default crest — a shield
 * in the team's colours with its tag. Used by the team page and /create-team (its live preview).
 * Labelled "<name> crest" unless `decorative` (beside the team's name, where saying it twice would be
 * noise).
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePicture } from '@/components/usePicture'
import styles from './TeamCrest.module.css'

export interface TeamColors {
  primary: string
  secondary: string
}

const HEX = /^#[0-9a-f]{6}$/i
const DARK = '#0b1020'
const LIGHT = '#ffffff'

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

export function contrastRatio(a: string, b: string): number {
  const [first, second] = [luminance(a), luminance(b)]
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05)
}

/** The most readable of the secondary colour, white and navy on the primary colour. */
export function readableOn(background: string, preferred: string): string {
  if (!HEX.test(background)) return LIGHT
  if (HEX.test(preferred) && contrastRatio(background, preferred) >= 4.5) return preferred
  return [LIGHT, DARK].reduce((best, colour) =>
    contrastRatio(background, colour) > contrastRatio(background, best) ? colour : best,
  )
}

export function TeamCrest({
  name,
  tag,
  crest,
  colors,
  size = 64,
  decorative = false,
}: {
  name: string
  tag: string
  crest: string | null
  colors: TeamColors
  size?: number
  /** True beside the team's written name: the crest is then hidden from assistive technology. */
  decorative?: boolean
}) {
  const { t } = useTranslation('teams')
  const label = decorative ? undefined : t('crest.label', { name })
  const picture = usePicture(crest)
  if (crest && !picture.failed) {
    return (
      <img
        className={styles.image}
        src={picture.src}
        onError={picture.onError}
        alt={label ?? ''}
        width={size}
        height={size}
        decoding="async"
      />
    )
  }
  const primary = HEX.test(colors.primary) ? colors.primary : '#1b2440'
  const secondary = HEX.test(colors.secondary) ? colors.secondary : LIGHT
  const text = tag.trim().toUpperCase().slice(0, 5) || '?'
  // Longer tags get smaller letters so that five still fit the shield.
  const fontSize = text.length <= 2 ? 30 : text.length === 3 ? 24 : text.length === 4 ? 19 : 15
  return (
    <svg
      className={styles.badge}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path
        d="M32 3 L58 11 V30 C58 45 47 55 32 61 C17 55 6 45 6 30 V11 Z"
        fill={primary}
        stroke={secondary}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M9 46 C14 52 22 57 32 60 C42 57 50 52 55 46 Z" fill={secondary} opacity="0.9" />
      <text
        x="32"
        y="32"
        textAnchor="middle"
        dominantBaseline="central"
        fill={readableOn(primary, secondary)}
        fontSize={fontSize}
        fontWeight="800"
        fontFamily="var(--font-sans)"
        letterSpacing="-0.5"
      >
        {text}
      </text>
    </svg>
  )
}

/** A shirt number on the team's primary colour, in the most readable text colour. */
export function ShirtNumberChip({ number, colors }: { number: ReactNode; colors: TeamColors }) {
  return (
    <span
      className={styles.shirt}
      style={{ background: colors.primary, color: readableOn(colors.primary, colors.secondary) }}
    >
      {number}
    </span>
  )
}
