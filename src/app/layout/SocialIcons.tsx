/**
 * Brand glyphs for the footer's external links; lucide no longer ships brand icons. Decorative: the
 * links carry the names.
 */
import type { SVGProps } from 'react'

const base = {
  viewBox: '0 0 24 24',
  width: 22,
  height: 22,
  'aria-hidden': true,
  focusable: false,
} satisfies SVGProps<SVGSVGElement>

export function InstagramIcon() {
  return (
    <svg
      {...base}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="2.5" y="2.5" width="19" height="19" rx="5.5" />
      <circle cx="12" cy="12" r="4.25" />
      <circle cx="17.6" cy="6.4" r="1.1" fill="currentColor" stroke="none" />
    </svg>
  )
}

export function DiscordIcon() {
  return (
    <svg {...base} fill="currentColor">
      <path
        fillRule="evenodd"
        d="M19.3 5.4A17 17 0 0 0 15.1 4l-.6 1.2a15.6 15.6 0 0 0-5 0L8.9 4a17 17 0 0 0-4.2 1.4C2 9.4 1.3 13.3 1.6 17.1a17.2 17.2 0 0 0 5.2 2.6l1.1-1.7a11 11 0 0 1-1.7-.8l.4-.3a12.2 12.2 0 0 0 10.8 0l.4.3c-.5.3-1.1.6-1.7.8l1.1 1.7a17.2 17.2 0 0 0 5.2-2.6c.4-4.4-.7-8.3-3.1-11.7ZM8.7 14.8c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Z"
      />
    </svg>
  )
}
