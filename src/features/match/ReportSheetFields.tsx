/**
 * The reporting side's sheet in the report form: the line-up (each player's position, rating and the
 * numbers of their line; players taken off or added from the roster), the goals (one row per goal of
 * the side's score: minute, scorer, assist) and the man of the match. Inside the report's FormFields.
 */
import { useEffect } from 'react'
import {
  get,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
  type FieldError,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { POSITIONS } from '@/api/contracts/league'
import { LINEUP_MAX, RESULT_SCORE_MAX } from '@/api/contracts/matches'
import type { RosterMember } from '@/api/contracts/teams'
import { Fieldset } from '@/components/Fieldset'
import { Button } from '@/components/Button'
import { FormSelectField, FormTextField } from '@/components/form/FormFields'
import formStyles from '@/components/Form.module.css'
import { SelectField } from '@/components/SelectField'
import { NUMBER_MAX, lineupRow, numbersFor, type ReportFormInput } from './reportForm'
import { typedNumber, typedOptional, useResultFieldErrorText } from './resultForm'
import styles from './match.module.css'

const asNumber = { setValueAs: typedNumber }
/** A select of players: '' until one is chosen, then the player's id. */
const asChoice = { setValueAs: (value: unknown) => (value === '' ? '' : Number(value)) }

/** A player to choose in such a select: the option's value is their id, its text their name. */
const playerOption = (id: number, username: string) => (
  <option key={id} value={id}>
    {username}
  </option>
)

/** A field's error that has no input of its own (a row's player, the goals' count), announced. */
function RowError({ name }: { name: string }) {
  const { errors } = useFormState<ReportFormInput>({ name: name as never })
  // An array's own rule (its length) is kept at `<name>.root` by react-hook-form.
  const error = (get(errors, `${name}.root`) ?? get(errors, name)) as FieldError | undefined
  const text = useResultFieldErrorText()(error)
  return text ? (
    <p className={formStyles.fieldError} role="alert">
      {text}
    </p>
  ) : null
}

function LineupFields({ roster }: { roster: readonly RosterMember[] }) {
  const { t } = useTranslation('match')
  const { control } = useFormContext<ReportFormInput>()
  const lineup = useFieldArray({ control, name: 'lineup', keyName: 'key' })
  const rows = useWatch({ control, name: 'lineup' })
  const bench = roster.filter((member) => !rows.some((row) => row.userId === member.id))
  return (
    <Fieldset legend={t('report.lineupTitle')}>
      <p className="muted">{t('report.lineupLead', { max: LINEUP_MAX })}</p>
      <RowError name="lineup" />
      {lineup.fields.map((field, index) => {
        const position = rows[index]?.position ?? field.position
        return (
          <fieldset key={field.key} className={styles.sheetRow}>
            <legend className={styles.subheading}>{field.username}</legend>
            <RowError name={`lineup.${index}.userId`} />
            <div className={styles.playerFields}>
              <FormSelectField name={`lineup.${index}.position`} label={t('lineups.positionTitle')}>
                {POSITIONS.map((option) => (
                  <option key={option} value={option}>
                    {t(`position.${option}`)}
                  </option>
                ))}
              </FormSelectField>
              <FormTextField
                name={`lineup.${index}.rating`}
                options={asNumber}
                label={t('lineups.rating')}
                type="number"
                inputMode="decimal"
                min={1}
                max={10}
                step={0.1}
              />
              {numbersFor(position).map((key) => (
                <FormTextField
                  key={key}
                  name={`lineup.${index}.${key}`}
                  options={asNumber}
                  label={t(`report.number.${key}`)}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={NUMBER_MAX[key]}
                />
              ))}
            </div>
            <div className={formStyles.actions}>
              <Button variant="ghost" size="sm" onClick={() => lineup.remove(index)}>
                {t('report.remove', { player: field.username })}
              </Button>
            </div>
          </fieldset>
        )
      })}
      {bench.length > 0 && lineup.fields.length < LINEUP_MAX ? (
        <SelectField
          label={t('report.add')}
          value=""
          onChange={(event) => {
            const member = bench.find((m) => String(m.id) === event.target.value)
            if (member !== undefined) lineup.append(lineupRow(member))
          }}
        >
          <option value="">{t('report.addChoose')}</option>
          {bench.map((member) => playerOption(member.id, member.username))}
        </SelectField>
      ) : null}
    </Fieldset>
  )
}

function GoalFields({ goalsFor, team }: { goalsFor: number; team: string }) {
  const { t } = useTranslation('match')
  const { control } = useFormContext<ReportFormInput>()
  const goals = useFieldArray({ control, name: 'goals', keyName: 'key' })
  const rows = useWatch({ control, name: 'lineup' })
  const { length } = goals.fields
  const { append, remove } = goals
  // One row per goal of the side's score: typing the score lays out its goals. Only a score the
  // rules accept (a whole number up to the most a side may score) lays out rows.
  useEffect(() => {
    const wanted = Number.isInteger(goalsFor) && goalsFor >= 0 && goalsFor <= RESULT_SCORE_MAX
    if (!wanted || goalsFor === length) return
    if (goalsFor > length) {
      append(
        Array.from({ length: goalsFor - length }, () => ({
          minute: Number.NaN,
          scorerId: '' as const,
          assistId: null,
        })),
        { shouldFocus: false },
      )
    } else {
      remove(Array.from({ length: length - goalsFor }, (_, index) => goalsFor + index))
    }
  }, [append, remove, goalsFor, length])
  const players = rows.map((row) => playerOption(row.userId, row.username))
  return (
    <Fieldset legend={t('report.goalsTitle', { team })}>
      <RowError name="goals" />
      {goals.fields.length === 0 ? <p className="muted">{t('report.noGoals')}</p> : null}
      {goals.fields.map((field, index) => (
        <div key={field.key} className={styles.sheetFields}>
          <FormTextField
            name={`goals.${index}.minute`}
            options={asNumber}
            label={t('report.goalMinute', { number: index + 1 })}
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
          />
          <FormSelectField
            name={`goals.${index}.scorerId`}
            options={asChoice}
            label={t('report.scorer', { number: index + 1 })}
          >
            <option value="">{t('report.choose')}</option>
            {players}
          </FormSelectField>
          <FormSelectField
            name={`goals.${index}.assistId`}
            options={{ setValueAs: typedOptional }}
            label={t('report.assist', { number: index + 1 })}
          >
            <option value="">{t('report.noAssist')}</option>
            {players}
          </FormSelectField>
        </div>
      ))}
    </Fieldset>
  )
}

export function ReportSheetFields({
  roster,
  goalsFor,
  team,
}: {
  roster: readonly RosterMember[]
  /** The reporting side's goals as typed (NaN until a number is). */
  goalsFor: number
  team: string
}) {
  const { t } = useTranslation('match')
  const rows = useWatch<ReportFormInput, 'lineup'>({ name: 'lineup' })
  return (
    <>
      <GoalFields goalsFor={goalsFor} team={team} />
      <LineupFields roster={roster} />
      <FormSelectField name="manOfTheMatchId" options={asChoice} label={t('manOfTheMatch')}>
        <option value="">{t('report.choose')}</option>
        {rows.map((row) => playerOption(row.userId, row.username))}
      </FormSelectField>
    </>
  )
}
