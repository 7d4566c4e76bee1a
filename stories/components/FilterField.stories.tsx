import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { FilterForm, FilterSearch, FilterSelect } from '@/components/FilterField'
import styles from '@/components/FilterBar.module.css'

/** The bar's submission: Enter in its search box applies the text at once. */
const applied = fn()

const meta = {
  component: FilterSelect,
  tags: ['autodocs'],
  args: {
    label: 'Platform',
    defaultValue: '',
    children: (
      <>
        <option value="">All platforms</option>
        <option value="ps">PlayStation</option>
        <option value="xbox">Xbox</option>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterSelect>

export default meta
type Story = StoryObj<typeof meta>

/** One list of choices, labelled above it. */
export const Select: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Platform' })).toHaveValue('')
  },
}

/** "Any" first, then the choices given as data: what a filter over a list of values needs. */
export const AnyAndChoices: Story = {
  args: {
    children: undefined,
    anyLabel: 'Any platform',
    options: [
      ['playstation', 'PlayStation'],
      ['xbox', 'Xbox'],
      ['pc', 'PC'],
    ],
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Platform' })
    await expect(select).toHaveValue('')
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any platform',
      'PlayStation',
      'Xbox',
      'PC',
    ])
  },
}

/** A search box and two selects in a filter bar, as the competitions list lays them out. */
export const InAFilterBar: Story = {
  render: () => (
    <FilterForm label="Filter competitions" className={styles.bar} onSubmit={applied}>
      <FilterSearch label="Search" placeholder="Competition name" />
      <FilterSelect label="Status" defaultValue="">
        <option value="">Any status</option>
        <option value="registration_open">Registration open</option>
      </FilterSelect>
      <FilterSelect label="Platform" defaultValue="ps">
        <option value="">All platforms</option>
        <option value="ps">PlayStation</option>
      </FilterSelect>
    </FilterForm>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('search', { name: 'Filter competitions' })).toBeVisible()
    const search = canvas.getByRole('searchbox', { name: 'Search' })
    await userEvent.type(search, 'Premier{Enter}')
    await expect(search).toHaveValue('Premier')
    await expect(applied).toHaveBeenCalledOnce()
  },
}
