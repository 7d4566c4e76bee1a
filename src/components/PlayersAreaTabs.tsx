import { useTranslation } from 'react-i18next'
import { LinkTabs } from './LinkTabs'

/** The pages of the main navigation's Players area, in the order of the tab strip. */
export const PLAYERS_AREA = ['/players', '/market'] as const
export type PlayersAreaPage = (typeof PLAYERS_AREA)[number]

/**
 * The tab strip at the top of /players and /market: the league's players, and the transfer market.
 * Each is a page of its own (docs/decisions.md, "The transfer market is a page of the Players area").
 */
export function PlayersAreaTabs({ current }: { current: PlayersAreaPage }) {
  const { t } = useTranslation()
  return (
    <LinkTabs
      label={t('playersArea.label')}
      items={[
        { to: '/players', label: t('playersArea.players'), current: current === '/players' },
        { to: '/market', label: t('playersArea.market'), current: current === '/market' },
      ]}
    />
  )
}
