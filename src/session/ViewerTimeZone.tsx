/**
 * Gives everything below it the signed-in player's chosen time zone (src/lib/timeZone.tsx); a visitor,
 * or a player who chose none, reads times in the browser's zone.
 */
import type { ReactNode } from 'react'
import { TimeZoneProvider } from '@/lib/timeZone'
import { useAppSelector } from './hooks'
import { selectAccountTimeZone } from './settingsSlice'

export function ViewerTimeZone({ children }: { children: ReactNode }) {
  const timeZone = useAppSelector(selectAccountTimeZone)
  return <TimeZoneProvider value={timeZone}>{children}</TimeZoneProvider>
}
