import type { ComponentProps, ReactNode } from 'react'
import formStyles from './Form.module.css'

/**
 * A group of a form's fields under its legend, in the kit's frame (SkeletonFieldset draws its shape
 * while the form's data loads). Other fieldset attributes (`aria-describedby` for a note) pass through.
 */
export function Fieldset({
  legend,
  className,
  children,
  ...props
}: {
  /** The group's name, translated. */
  legend: ReactNode
  /** The fieldset's place in the form's layout (a grid area), besides the kit's frame. */
  className?: string
  /** The fields (and any note about them). */
  children: ReactNode
} & Omit<ComponentProps<'fieldset'>, 'className' | 'children'>) {
  return (
    <fieldset
      className={className ? `${formStyles.fieldset} ${className}` : formStyles.fieldset}
      {...props}
    >
      <legend className={formStyles.legend}>{legend}</legend>
      {children}
    </fieldset>
  )
}
