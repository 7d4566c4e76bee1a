/** What My GVL's query sections share: the card they are drawn as, and the shapes of their item rows. */
import { useTranslation } from 'react-i18next'
import { QuerySection, type QuerySectionProps } from '@/components/QuerySection'
import { Item, MetaLine } from '@/components/Section'
import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/components/Skeleton'
import styles from './DashboardScreen.module.css'

/** The dashboard's sections drawn from one query, each worded by its block of the dashboard's texts. */
type SectionName = 'team' | 'invitations' | 'registrations' | 'infractions' | 'premium' | 'staff'

/**
 * One of My GVL's cards: a QuerySection whose name gives its title's id (`dashboard-<name>`) and its
 * words (the `<name>` block: title, loading, error, empty).
 */
export function DashboardSection<T>({
  name,
  ...section
}: { name: SectionName } & Omit<QuerySectionProps<T>, 'id' | 'texts' | 'className'>) {
  const { t } = useTranslation('dashboard')
  return (
    <QuerySection
      id={`dashboard-${name}`}
      texts={t(name, { returnObjects: true })}
      className={styles.card}
      {...section}
    />
  )
}

/**
 * Two rows of an ItemList as shapes: the picture when the rows have one (a crest), then the title and
 * the line under it, each as wide as the usual text.
 */
export function ItemRowsShape({
  picture = false,
  titleWidth,
  metaWidth,
}: {
  picture?: boolean
  titleWidth: string
  metaWidth: string
}) {
  return (
    <SkeletonList count={2} item={Item} className={styles.skeletonList}>
      {picture ? <SkeletonBlock width={32} height={32} radius="md" /> : null}
      <div>
        <SkeletonLine as="h3" className={styles.itemTitle} width={titleWidth} />
        <SkeletonLine as={MetaLine} width={metaWidth} />
      </div>
    </SkeletonList>
  )
}
