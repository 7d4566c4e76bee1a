import { Link } from 'react-router'
import type { TeamRef } from '@/api/contracts/competitions'
import { Crest } from '@/components/Crest'
import styles from './competitionParts.module.css'

/** A crest and the team's name, linking to its page. */
export function TeamName({ team }: { team: TeamRef }) {
  return (
    <span className={styles.teamName}>
      <Crest team={team} />
      <Link to={`/team/${team.id}`}>{team.name}</Link>
    </span>
  )
}
