/**
 * The design tokens as the app has them, for the Foundations page (stories/Foundations.mdx): nothing
 * here lists a token or a value. The tokens are the custom properties the app's stylesheets declare on
 * `:root` (src/styles/global.css), read from the page's stylesheets, in the order they are declared,
 * with the value the browser computes for each; a token changed, added or removed shows at once (in
 * `npm run storybook`, as soon as the stylesheet is saved). The type scale has no tokens: it is every
 * `font-size` the app's CSS sets, read from the sources.
 */
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react'

export interface Token {
  /** The custom property, `--color-accent`. */
  name: string
  /** Its value as the browser computes it on the root element. */
  value: string
}

/**
 * The minifier of a production build (Lightning CSS) adds `--lightningcss-light` and `-dark` to
 * `:root` to carry `color-scheme`: its own, not the app's tokens.
 */
const MINIFIER_PREFIX = '--lightningcss-'

/** The custom properties declared on `:root`, in declaration order (the same name once). */
export function readRootTokens(): Token[] {
  const names = new Set<string>()
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList
    try {
      rules = sheet.cssRules
    } catch {
      // A stylesheet from another origin cannot be read; the app's own are same-origin.
      continue
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSStyleRule) || rule.selectorText !== ':root') continue
      for (const property of Array.from(rule.style)) {
        if (property.startsWith('--') && !property.startsWith(MINIFIER_PREFIX)) names.add(property)
      }
    }
  }
  const computed = getComputedStyle(document.documentElement)
  return [...names].map((name) => ({ name, value: computed.getPropertyValue(name).trim() }))
}

/**
 * The root tokens. The preview loads the app's stylesheet before it renders anything; they are read
 * again whenever a stylesheet changes (Vite swaps a saved stylesheet's `<style>` in place), so the
 * page follows the CSS without a reload.
 */
export function useRootTokens(): Token[] {
  const [tokens, setTokens] = useState<Token[]>(readRootTokens)
  useEffect(() => {
    const observer = new MutationObserver(() => setTokens(readRootTokens()))
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [])
  return tokens
}

/** The groups the Foundations page shows, by prefix; a token in none of them shows under "Other". */
export const TOKEN_GROUPS = {
  colour: '--color-',
  font: '--font-',
  space: '--space-',
  radius: '--radius-',
  shadow: '--shadow-',
} as const

export type TokenGroup = keyof typeof TOKEN_GROUPS

const inGroup = (token: Token, group: TokenGroup) => token.name.startsWith(TOKEN_GROUPS[group])

const panel: CSSProperties = {
  display: 'grid',
  gap: 'var(--space-3)',
  padding: 'var(--space-4)',
  margin: 'var(--space-4) 0',
  background: 'var(--color-surface)',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-lg)',
  color: 'var(--color-text)',
  fontFamily: 'var(--font-sans)',
  fontSize: '0.875rem',
  lineHeight: 1.5,
}

/** A token's name and value, in the app's own text colours (so their contrast is the app's). */
function Label({ token, children }: { token: Token; children?: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <code style={{ display: 'block', color: 'var(--color-text)', fontWeight: 600 }}>
        {token.name}
      </code>
      <span style={{ color: 'var(--color-text-muted)', overflowWrap: 'anywhere' }}>
        {token.value}
      </span>
      {children}
    </div>
  )
}

function Empty({ prefix }: { prefix: string }) {
  return (
    <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>
      No <code>{prefix}</code> token on <code>:root</code>.
    </p>
  )
}

function TokenList({
  tokens,
  group,
  sample,
  columns = 'repeat(auto-fill, minmax(220px, 1fr))',
}: {
  tokens: Token[]
  group: TokenGroup
  /** What the token looks like, drawn with `var(name)` so it is the live value. */
  sample: (token: Token) => ReactNode
  columns?: string
}) {
  const shown = tokens.filter((token) => inGroup(token, group))
  return (
    <ul
      aria-label={`${TOKEN_GROUPS[group]} tokens`}
      style={{ ...panel, gridTemplateColumns: columns, listStyle: 'none' }}
    >
      {shown.length === 0 ? (
        <li>
          <Empty prefix={TOKEN_GROUPS[group]} />
        </li>
      ) : null}
      {shown.map((token) => (
        <li
          key={token.name}
          style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)' }}
        >
          {sample(token)}
          <Label token={token} />
        </li>
      ))}
    </ul>
  )
}

export function ColourTokens() {
  return (
    <TokenList
      tokens={useRootTokens()}
      group="colour"
      sample={(token) => (
        <span
          aria-hidden="true"
          style={{
            flex: 'none',
            width: 48,
            height: 48,
            borderRadius: 'var(--radius-md)',
            border: '1px solid var(--color-border)',
            background: `var(${token.name})`,
          }}
        />
      )}
    />
  )
}

export function SpaceTokens() {
  return (
    <TokenList
      tokens={useRootTokens()}
      group="space"
      columns="1fr"
      sample={(token) => (
        <span style={{ flex: 'none', width: 64, display: 'flex', justifyContent: 'flex-end' }}>
          <span
            aria-hidden="true"
            style={{
              width: `var(${token.name})`,
              height: 24,
              background: 'var(--color-accent)',
              borderRadius: 2,
            }}
          />
        </span>
      )}
    />
  )
}

export function RadiusTokens() {
  return (
    <TokenList
      tokens={useRootTokens()}
      group="radius"
      sample={(token) => (
        <span
          aria-hidden="true"
          style={{
            flex: 'none',
            width: 64,
            height: 48,
            border: '2px solid var(--color-accent)',
            background: 'var(--color-surface-raised)',
            borderRadius: `var(${token.name})`,
          }}
        />
      )}
    />
  )
}

export function ShadowTokens() {
  return (
    <TokenList
      tokens={useRootTokens()}
      group="shadow"
      sample={(token) => (
        <span
          aria-hidden="true"
          style={{
            flex: 'none',
            width: 96,
            height: 64,
            margin: 'var(--space-4)',
            background: 'var(--color-surface-raised)',
            borderRadius: 'var(--radius-md)',
            boxShadow: `var(${token.name})`,
          }}
        />
      )}
    />
  )
}

/** Every token in none of the groups above (sizes, layers, durations…): name and value. */
export function OtherTokens() {
  const groups = Object.keys(TOKEN_GROUPS) as TokenGroup[]
  const others = useRootTokens().filter((token) => !groups.some((group) => inGroup(token, group)))
  return (
    <ul
      aria-label="Other tokens"
      style={{
        ...panel,
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        listStyle: 'none',
      }}
    >
      {others.map((token) => (
        <li key={token.name}>
          <Label token={token} />
        </li>
      ))}
    </ul>
  )
}

/** Every stylesheet of the app, as written. */
const appStylesheets = import.meta.glob<string>('../../src/**/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export interface FontSize {
  /** The CSS value, as written: `0.875rem`, `clamp(1.5rem, 4vw, 2.25rem)`. */
  value: string
  /** How many declarations use it, across the app's stylesheets. */
  uses: number
}

/** The largest size a value can reach, in px, to order the scale (16 px to the rem and the em). */
function largestPx(value: string): number {
  const sizes = [...value.matchAll(/([\d.]+)(rem|em|px)/g)].map(([, amount = '0', unit]) =>
    unit === 'px' ? Number(amount) : Number(amount) * 16,
  )
  return Math.max(0, ...sizes)
}

/** Every `font-size` the app's CSS sets, from the largest down. */
export function readFontSizes(sheets: Record<string, string> = appStylesheets): FontSize[] {
  const uses = new Map<string, number>()
  for (const css of Object.values(sheets)) {
    for (const [, value = ''] of css.matchAll(/font-size:\s*([^;}]+)/g)) {
      const size = value.trim()
      uses.set(size, (uses.get(size) ?? 0) + 1)
    }
  }
  return [...uses]
    .map(([value, count]) => ({ value, uses: count }))
    .sort((a, b) => largestPx(b.value) - largestPx(a.value) || b.uses - a.uses)
}

/** The font tokens with a specimen, then each font size the app uses, drawn in the app's font. */
export function TypeScale({ sample = 'GVL Premier Division — Summer 2026' }: { sample?: string }) {
  return (
    <>
      <TokenList
        tokens={useRootTokens()}
        group="font"
        columns="1fr"
        sample={(token) => (
          <span
            aria-hidden="true"
            style={{ flex: 'none', fontFamily: `var(${token.name})`, fontSize: '2rem' }}
          >
            Aa
          </span>
        )}
      />
      <ul aria-label="Font sizes in use" style={{ ...panel, listStyle: 'none' }}>
        {readFontSizes().map(({ value, uses }) => (
          <li key={value} style={{ display: 'grid', gap: 'var(--space-1)' }}>
            <span style={{ fontSize: value, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
              {sample}
            </span>
            <span style={{ color: 'var(--color-text-muted)' }}>
              <code style={{ color: 'var(--color-text)', fontWeight: 600 }}>{value}</code> ·{' '}
              {uses === 1 ? '1 rule' : `${uses} rules`}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}

/** Every section at once, as the Foundations page shows them (the story that tests the page). */
export function DesignTokens() {
  return (
    <div style={{ padding: 'var(--space-4)' }}>
      <ColourTokens />
      <TypeScale />
      <SpaceTokens />
      <RadiusTokens />
      <ShadowTokens />
      <OtherTokens />
    </div>
  )
}
