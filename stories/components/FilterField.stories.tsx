import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FilterSearch, FilterSelect } from '@/components/FilterField'
import styles from '@/components/FilterBar.module.css'

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
    <div className={styles.bar} role="search">
      <FilterSearch label="Search" placeholder="Competition name" />
      <FilterSelect label="Status" defaultValue="">
        <option value="">Any status</option>
        <option value="registration_open">Registration open</option>
      </FilterSelect>
      <FilterSelect label="Platform" defaultValue="ps">
        <option value="">All platforms</option>
        <option value="ps">PlayStation</option>
      </FilterSelect>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' })
    await userEvent.type(search, 'Premier')
    await expect(search).toHaveValue('Premier')
  },
}
