'use client'

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

/** The forms' colours in the charts: distinct in light and dark themes. */
const formColours = ['#b4874f', '#4f7cb4', '#5f9e6e', '#a05a8c', '#c9703d', '#6c6fa8']

type Series = { key: string; label: string }

/** Leads per week, one bar per week stacked by form. */
export function LeadsPerWeekChart({ weeks, forms }: { weeks: Record<string, string | number>[]; forms: Series[] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={weeks} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
        <XAxis dataKey="week" tick={{ fill: 'var(--theme-elevation-800)', fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={{ fill: 'var(--theme-elevation-800)', fontSize: 12 }} />
        <Tooltip contentStyle={{ background: 'var(--theme-elevation-0)', border: '1px solid var(--theme-elevation-150)' }} />
        <Legend />
        {forms.map((form, index) => (
          <Bar key={form.key} dataKey={form.key} name={form.label} stackId="leads" fill={formColours[index % formColours.length]} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  )
}

/** Visits and leads side by side for each row (a source, a campaign). */
export function VisitsAndLeadsChart({ rows }: { rows: { label: string; visits: number; leads: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(160, rows.length * 36 + 60)}>
      <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
        <XAxis type="number" allowDecimals={false} tick={{ fill: 'var(--theme-elevation-800)', fontSize: 12 }} />
        <YAxis type="category" dataKey="label" width={160} tick={{ fill: 'var(--theme-elevation-800)', fontSize: 12 }} />
        <Tooltip contentStyle={{ background: 'var(--theme-elevation-0)', border: '1px solid var(--theme-elevation-150)' }} />
        <Legend />
        <Bar dataKey="visits" name="Visits" fill="#4f7cb4" />
        <Bar dataKey="leads" name="Leads" fill="#b4874f" />
      </BarChart>
    </ResponsiveContainer>
  )
}
