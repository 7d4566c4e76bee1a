/**
 * Tabs on Radix: a labelled tab list and one panel per tab. Controlled only — the screen keeps the
 * chosen tab in the URL (`value` from useSearchParams, `onValueChange` writes it back), so a link
 * reproduces the view. Arrow keys move between tabs; panels mount only while chosen.
 */
import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import styles from './Tabs.module.css'

export interface TabItem<V extends string = string> {
  /** What `value` and `onValueChange` name the tab by (the URL's value). */
  value: V
  /** The tab's visible name. */
  label: string
  /** The tab's panel, mounted only while the tab is chosen. */
  content: ReactNode
}

/** Tabs, controlled: the screen keeps the chosen tab (in the URL) and arrow keys move between them. */
export function Tabs<V extends string>({
  label,
  value,
  onValueChange,
  items,
}: {
  /** What the tab list is called for screen readers. */
  label: string
  /** The chosen tab's value. */
  value: V
  /** Called with the value of the tab the person chooses. */
  onValueChange: (value: V) => void
  /** The tabs, in order. */
  items: TabItem<V>[]
}) {
  return (
    <RadixTabs.Root
      className={styles.root}
      value={value}
      onValueChange={(next) => onValueChange(next as V)}
      activationMode="manual"
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}

/**
 * The tabs while the page they belong to loads: the tab row as it will be (the names are known, the
 * chosen one marked), then the chosen panel's shapes. A shape: the row is hidden from assistive tech
 * and cannot be used until the page is in.
 */
export function SkeletonTabs<V extends string>({
  tabs,
  value,
  children,
}: {
  /** The tabs' values and visible names, in order. */
  tabs: { value: V; label: string }[]
  /** The chosen tab's value. */
  value: V
  /** The chosen panel's shapes. */
  children: ReactNode
}) {
  return (
    <div className={styles.root}>
      <div className={styles.list} aria-hidden="true">
        {tabs.map((tab) => (
          <span
            key={tab.value}
            className={styles.trigger}
            data-state={tab.value === value ? 'active' : 'inactive'}
          >
            {tab.label}
          </span>
        ))}
      </div>
      <div className={styles.panel}>{children}</div>
    </div>
  )
}
