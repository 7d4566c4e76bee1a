import { useLeagueFormat } from '@/lib/useLeagueFormat'

/** An article's date: a long date in the reader's language and zone ("March 6, 2026", "6 de marzo de 2026"). */
export function useNewsDate(): (iso: string) => string {
  return useLeagueFormat().longDay
}
