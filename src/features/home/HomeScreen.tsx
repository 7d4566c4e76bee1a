/**
 * / (issue 4): the league at a glance. The hero (community and league name from Settings, and where
 * to go next) shows at once; every other section asks the API on its own and shows its own loading
 * skeleton, error with retry, or empty state: competitions open or in progress, upcoming fixtures
 * and latest results across competitions, the latest news, the latest transfer moves, the main
 * league's stats leaders, and for a signed-in player their next match and pending invitations.
 */
import { useAppSelector } from '@/session/hooks'
import { selectIsSignedIn } from '@/session/authSlice'
import { CompetitionsSection } from './CompetitionsSection'
import { ForYouSection } from './ForYouSection'
import { Hero } from './Hero'
import { LeadersSection } from './LeadersSection'
import { MatchesSection } from './MatchesSection'
import { MovementsSection } from './MovementsSection'
import { NewsSection } from './NewsSection'
import styles from './HomeScreen.module.css'

export function HomeScreen() {
  const signedIn = useAppSelector(selectIsSignedIn)
  return (
    <div className={styles.page}>
      <Hero />
      {signedIn ? <ForYouSection /> : null}
      <CompetitionsSection />
      <div className={styles.columns}>
        <MatchesSection status="upcoming" />
        <MatchesSection status="played" />
      </div>
      <NewsSection />
      <MovementsSection />
      <LeadersSection />
    </div>
  )
}

export default HomeScreen
