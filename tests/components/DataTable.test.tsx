import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { DataTable } from '@/components/DataTable'

const rows = [
  { id: 1, team: 'Northside Rovers', points: 15 },
  { id: 2, team: 'Lone Star FC', points: 14 },
]

test('is a captioned table with column and row headers, and sortable headers', async () => {
  const onSort = vi.fn()
  render(
    <DataTable
      caption="League table"
      rows={rows}
      rowKey={(row) => row.id}
      sort={{ key: 'points', direction: 'descending' }}
      onSort={onSort}
      columns={[
        { key: 'team', header: 'Team', rowHeader: true, sortable: true, cell: (row) => row.team },
        {
          key: 'points',
          header: 'Pts',
          title: 'Points',
          sortable: true,
          cell: (row) => row.points,
        },
      ]}
    />,
  )
  const table = screen.getByRole('table', { name: 'League table' })
  expect(screen.getByRole('region', { name: 'League table' })).toContainElement(table)
  const [team, points] = within(table).getAllByRole('columnheader')
  expect(team).toHaveAttribute('scope', 'col')
  expect(team).toHaveAttribute('aria-sort', 'none')
  expect(points).toHaveAttribute('aria-sort', 'descending')
  expect(points).toHaveTextContent('Points')
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Northside Rovers', 'Lone Star FC'])
  await userEvent.click(within(table).getByRole('button', { name: /Team/ }))
  expect(onSort).toHaveBeenCalledWith('team')
})
