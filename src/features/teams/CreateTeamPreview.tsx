/**
 * The live preview of the team in the colours being chosen on /create-team: its crest (or its tag in its
 * colours) and a row of its roster as the team page will show it.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ColumnHeaders } from '@/components/DataTable'
import type { MyProfile } from '@/api/contracts/accounts'
import { Avatar } from '@/components/Avatar'
import { readableOn, TeamCrest } from './TeamCrest'
import formStyles from '@/components/Form.module.css'
import styles from './createTeam.module.css'

export interface PreviewTeam {
  name: string
  tag: string
  crest: string | null
  primary: string
  secondary: string
}

/** The team as it will look, redrawn as the player types and picks. */
export function CreateTeamPreview({ team, me }: { team: PreviewTeam; me: MyProfile }) {
  const { t } = useTranslation('teams')
  const titleId = useId()
  const name = team.name.trim() || t('create.preview.placeholderName')
  const tag = team.tag.trim().toUpperCase() || t('create.preview.placeholderTag')
  const colors = { primary: team.primary, secondary: team.secondary }
  return (
    <section className={formStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('create.preview.title')}</h2>
      <p className={styles.previewLead}>{t('create.preview.lead')}</p>
      <div className={styles.banner}>
        <TeamCrest name={name} tag={tag} crest={team.crest} colors={colors} size={88} />
        <div className={styles.bannerText}>
          <p className={styles.bannerName}>{name}</p>
          <p className={styles.bannerTag}>{tag}</p>
        </div>
      </div>
      <table className={styles.roster}>
        <caption>{t('create.preview.rosterCaption')}</caption>
        <ColumnHeaders
          names={[t('create.preview.number'), t('create.preview.player'), t('create.preview.role')]}
        />
        <tbody>
          <tr style={{ borderInlineStartColor: team.primary }}>
            <td>
              <span
                className={styles.shirt}
                style={{
                  background: team.primary,
                  color: readableOn(team.primary, team.secondary),
                }}
              >
                {me.shirtNumber ?? t('create.preview.noNumber')}
              </span>
            </td>
            <td>
              <span className={styles.player}>
                <Avatar src={me.avatar} size={28} />
                <span>
                  <span className={styles.username}>{me.username}</span>
                  <span className={styles.position}>
                    {t('create.preview.position', { position: me.primaryPosition })}
                  </span>
                </span>
              </span>
            </td>
            <td>
              <span className={styles.role} style={{ borderColor: team.primary }}>
                {t('create.preview.manager')}
              </span>
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  )
}
