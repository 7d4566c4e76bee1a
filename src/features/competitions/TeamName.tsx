import { Link } from 'react-router'
import type { TeamRef } from '@/api/contracts/competitions'
import { Crest } from '@/components/Crest'
import { SkeletonAvatarLine } from '@/components/Skeleton'
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

/** A team's name still to come: its crest's disc and a line, as tall as TeamName. */
export function TeamNameSkeleton({ width = '12ch' }: { width?: string }) {
  return <SkeletonAvatarLine className={styles.teamName} size={24} width={width} />
}
