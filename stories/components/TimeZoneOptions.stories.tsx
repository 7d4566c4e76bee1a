import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TimeZoneOptions, type TimeZoneTexts } from '@/components/TimeZoneOptions'

/** The caller's words, as the account's and the market's screens give them. */
const texts: TimeZoneTexts = {
  option: ({ city, offset }) => `${city} (${offset})`,
  region: (region) => (region === 'America' ? 'Americas' : region),
  automatic: (zone) => `Automatic: ${zone}`,
}

const meta = {
  component: TimeZoneOptions,
  tags: ['autodocs'],
  args: { current: 'America/New_York', texts },
  render: (args) => (
    <label style={{ display: 'grid', gap: 8, maxWidth: 360, padding: 16 }}>
      Time zone
      <select defaultValue={args.current ?? ''}>
        <TimeZoneOptions {...args} />
      </select>
    </label>
  ),
} satisfies Meta<typeof TimeZoneOptions>

export default meta
type Story = StoryObj<typeof meta>

/**
 * "Automatic" first (the browser's zone), then every zone by region, named by its city with its
 * offset on the pinned day (stories run in UTC on 2026-03-14).
 */
export const WithAutomatic: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Time zone' })
    await expect(select).toHaveValue('America/New_York')
    await expect(canvas.getByRole('option', { name: 'New York (GMT-4)' })).toBeInTheDocument()
    await expect(canvas.getAllByRole('option')[0]).toHaveTextContent(/^Automatic: /)
    await expect(canvas.getByRole('group', { name: 'Americas' })).toBeInTheDocument()
  },
}

/** Where the field must name a zone (a listing's): no Automatic. */
export const WithoutAutomatic: Story = {
  args: { current: 'Europe/Madrid', texts: { ...texts, automatic: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Madrid')
    await expect(canvas.queryByText(/^Automatic/)).toBeNull()
  },
}
