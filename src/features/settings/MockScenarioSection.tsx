/**
 * Settings → Mock API → Scenario: makes the mock API slow, failing or empty by area, so every loading,
 * error and empty state can be seen by hand. Applies at once and lasts for this tab (as `?mock=` does).
 */
import { useTranslation } from 'react-i18next'
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

type LatencyChoice = 'none' | 'realistic' | 'slow'

const latencyChoice = (latency: MockScenario['latency']): LatencyChoice =>
  latency === 'realistic' ? 'realistic' : latency === 0 ? 'none' : 'slow'

const latencyValue: Record<LatencyChoice, MockScenario['latency']> = {
  none: 0,
  realistic: 'realistic',
  slow: SLOW_LATENCY_MS,
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
      {updating.isError ? <p role="alert">{t('scenario.updateFailed')}</p> : null}
    </div>
  )
}
