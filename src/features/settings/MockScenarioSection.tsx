/**
 * Settings → Mock API → Scenario: makes the mock API slow, failing or empty by area, so every loading,
 * error and empty state can be seen by hand, and moves its clock ahead. Applies at once and lasts for
 * this tab (as `?mock=` does).
 */
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { ErrorState } from '@/components/ErrorState'
import { Spinner } from '@/components/Spinner'
import {
  SLOW_LATENCY_MS,
  useGetMockScenarioQuery,
  useUpdateMockScenarioMutation,
  type MockScenario,
} from '@/api/endpoints/mockScenarioApi'
import formStyles from '@/components/Form.module.css'
import styles from './dialog.module.css'
import { SettingsSelect } from './SettingsSelect'
import { useLeagueFormat } from '@/lib/useLeagueFormat'

type LatencyChoice = 'none' | 'realistic' | 'slow'

const latencyChoice = (latency: MockScenario['latency']): LatencyChoice =>
  latency === 'realistic' ? 'realistic' : latency === 0 ? 'none' : 'slow'

const latencyValue: Record<LatencyChoice, MockScenario['latency']> = {
  none: 0,
  realistic: 'realistic',
  slow: SLOW_LATENCY_MS,
}

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/**
 * The mock API's clock, moved ahead by hand so that what waits on time can be shown in a minute: a
 * reported result confirming itself after 24 hours, a deadline passing, a fixture's kick-off.
 */
function ClockControl({
  scenario,
  onMove,
}: {
  scenario: MockScenario
  onMove: (clockOffsetMs: number) => void
}) {
  const { t } = useTranslation('settings')
  const format = useLeagueFormat()
  const { clockOffsetMs } = scenario
  return (
    <fieldset className={styles.fieldset}>
      <legend className={formStyles.label}>{t('scenario.clock')}</legend>
      <p className={styles.clockNow}>
        {t('scenario.clockNow', { time: format.dateTime(scenario.now) })}
      </p>
      <div className={styles.checkboxes}>
        <Button variant="secondary" size="sm" onClick={() => onMove(clockOffsetMs + HOUR_MS)}>
          {t('scenario.clockHour')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onMove(clockOffsetMs + DAY_MS)}>
          {t('scenario.clockDay')}
        </Button>
        <Button variant="ghost" size="sm" disabled={clockOffsetMs === 0} onClick={() => onMove(0)}>
          {t('scenario.clockBack')}
        </Button>
      </div>
    </fieldset>
  )
}

export function MockScenarioSection() {
  const { t } = useTranslation('settings')
  const scenario = useGetMockScenarioQuery()
  const [update, updating] = useUpdateMockScenarioMutation()

  if (scenario.isLoading) return <Spinner label={t('scenario.loading')} size={24} />
  if (!scenario.data) {
    return <ErrorState message={t('scenario.failed')} onRetry={() => void scenario.refetch()} />
  }
  const { latency, failing, empty, areas } = scenario.data
  const toggle = (list: string[], area: string) =>
    list.includes(area) ? list.filter((item) => item !== area) : [...list, area]
  const areaName = (area: string) => t(`scenario.areas.${area}`, { defaultValue: area })

  return (
    <div className={styles.scenario} aria-busy={updating.isLoading || undefined}>
      <SettingsSelect
        label={t('scenario.latency')}
        value={latencyChoice(latency)}
        onChange={(event) =>
          void update({ latency: latencyValue[event.target.value as LatencyChoice] })
        }
      >
        <option value="none">{t('scenario.latencies.none')}</option>
        <option value="realistic">{t('scenario.latencies.realistic')}</option>
        <option value="slow">{t('scenario.latencies.slow')}</option>
      </SettingsSelect>
      {(
        [
          ['failing', failing],
          ['empty', empty],
        ] as const
      ).map(([kind, list]) => (
        <fieldset key={kind} className={styles.fieldset}>
          <legend className={formStyles.label}>{t(`scenario.${kind}`)}</legend>
          <div className={styles.checkboxes}>
            {areas.map((area) => (
              <label key={area} className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={list.includes(area)}
                  onChange={() => void update({ [kind]: toggle(list, area) })}
                />
                {areaName(area)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <ClockControl
        scenario={scenario.data}
        onMove={(clockOffsetMs) => void update({ clockOffsetMs })}
      />
      {updating.isError ? <p role="alert">{t('scenario.updateFailed')}</p> : null}
    </div>
  )
}
