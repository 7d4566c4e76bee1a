import { Link, type LinkProps } from 'react-router'
import styles from './ButtonLink.module.css'

/** A navigation that reads as an action ("Create an account", "Edit profile"): a link styled as a button. */
export function ButtonLink({
  variant = 'primary',
  ...props
}: Omit<LinkProps, 'className'> & {
  /** Looks as the Button of the same variant: `primary` for the page's main way forward. */
  variant?: 'primary' | 'secondary' | 'ghost'
}) {
  return <Link {...props} className={styles[variant]} />
}
