/**
 * The parts of /create-team that the shared components do not have: a colour field (a picker and
 * the `#RRGGBB` text it fills), and the live preview of the team in the colours being chosen: its
 * crest (or its tag in its colours) and a row of its roster as the team page will show it.
 */
import { useId, type ChangeEvent, type FocusEvent, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { HEX_COLOR_PATTERN } from '@/api/contracts/teams'
import type { MyProfile } from '@/api/contracts/accounts'
import { Avatar } from '@/components/Avatar'
import { TextField } from '@/components/TextField'
import { readableOn, TeamCrest } from './TeamCrest'
import form from '@/components/Form.module.css'
import styles from './createTeam.module.css'

/** The colour to draw with: the typed one once it is a colour, the fallback until then. */
export const drawableColor = (value: string, fallback: string) =>
  HEX_COLOR_PATTERN.test(value) ? value.toLowerCase() : fallback

interface ColorFieldProps {
  label: string
  hint: string
  error?: string
  value: string
  /** The colour drawn by the picker while the text is not a colour. */
  fallback: string
  /** The picker's choice: the form writes it into the text field. */
  onPick: (color: string) => void
  name: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown
  onBlur: (event: FocusEvent<HTMLInputElement>) => unknown
  ref?: Ref<HTMLInputElement>
}

export function ColorField({
  label,
  hint,
  error,
  value,
  fallback,
  onPick,
  ...text
}: ColorFieldProps) {
  const { t } = useTranslation('teams')
  return (
    <div className={styles.colorField}>
      <input
        type="color"
        className={styles.picker}
        aria-label={t('create.colorPicker', { label })}
        value={drawableColor(value, fallback)}
        onChange={(event) => onPick(event.target.value)}
      />
      <TextField
        {...text}
        className={styles.colorText}
        label={label}
        hint={hint}
        error={error}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={7}
      />
    </div>
  )
}

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
    <section className={form.card} aria-labelledby={titleId}>
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
        <thead>
          <tr>
            <th scope="col">{t('create.preview.number')}</th>
            <th scope="col">{t('create.preview.player')}</th>
            <th scope="col">{t('create.preview.role')}</th>
          </tr>
        </thead>
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
