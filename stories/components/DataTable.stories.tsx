import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import {
  ColumnHeaders,
  DataTable,
  SkeletonTable,
  type DataTableProps,
  type SortDirection,
} from '@/components/DataTable'
import { Skeleton, SkeletonBlock, SkeletonText } from '@/components/Skeleton'

interface Row {
  id: number
  team: string
  played: number
  points: number
}

const rows: Row[] = [
  { id: 1, team: 'Northside Rovers', played: 7, points: 15 },
  { id: 2, team: 'Lone Star FC', played: 7, points: 14 },
  { id: 3, team: 'Bayou Strikers', played: 6, points: 11 },
]

/** The table as a screen uses it: the screen keeps the sort and sorts the rows. */
function SortableTable({ rows: unsorted, ...props }: DataTableProps<Row>) {
  const [sort, setSort] = useState<{ key: string; direction: SortDirection }>({
    key: 'points',
    direction: 'descending',
  })
  const sorted = [...unsorted].sort((a, b) => {
    const key = sort.key as 'team' | 'points'
    const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0
    return sort.direction === 'ascending' ? order : -order
  })
  return (
    <div style={{ padding: 16 }}>
      <DataTable<Row>
        {...props}
        rows={sorted}
        sort={sort}
        onSort={(key) =>
          setSort((current) => ({
            key,
            direction:
              current.key === key && current.direction === 'descending'
                ? 'ascending'
                : 'descending',
          }))
        }
      />
    </div>
  )
}

const meta = {
  component: DataTable<Row>,
  tags: ['autodocs'],
  args: {
    caption: 'League table',
    rows,
    rowKey: (row) => row.id,
    columns: [
      { key: 'team', header: 'Team', rowHeader: true, sortable: true, cell: (row) => row.team },
      { key: 'played', header: 'P', title: 'Played', align: 'end', cell: (row) => row.played },
      {
        key: 'points',
        header: 'Pts',
        title: 'Points',
        align: 'end',
        sortable: true,
        cell: (row) => row.points,
      },
    ],
  },
  render: (args) => <SortableTable {...args} />,
  subcomponents: { SkeletonTable },
} satisfies Meta<typeof DataTable<Row>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Sorting: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Team/ }))
    await expect(canvas.getByRole('columnheader', { name: /Team/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Northside Rovers')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'phone' } } }

/** A hand-built table (its rows hold inputs) takes only its head from the kit: ColumnHeaders. */
export const HandBuiltHead: Story = {
  render: () => (
    <table>
      <caption>Roster</caption>
      <ColumnHeaders names={['Player', 'Number', 'Role']} />
      <tbody>
        <tr>
          <th scope="row">maya_goals</th>
          <td>9</td>
          <td>Captain</td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Player',
      'Number',
      'Role',
    ])
  },
}

/**
 * While the rows load (SkeletonTable): the same frame and column headers, and rows of placeholders
 * as tall as the rows to come (a column's `placeholder`: here the team's crest beside its name).
 */
export const Loading: Story = {
  render: (args) => (
    <div style={{ padding: 16 }}>
      <Skeleton label="Loading the table…">
        <SkeletonTable
          caption={args.caption}
          columns={args.columns.map((column) =>
            column.key === 'team'
              ? {
                  ...column,
                  placeholder: (
                    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                      <SkeletonBlock width={24} height={24} radius="full" />
                      <SkeletonText inline width="12ch" />
                    </span>
                  ),
                }
              : column,
          )}
          rows={3}
          sort={{ key: 'points', direction: 'descending' }}
        />
      </Skeleton>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the table…')
    // A shape: no table for assistive tech until the rows are in.
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}
