'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { ImportAnswer } from '../csv/endpoints'

const cell = { padding: 'calc(var(--base) / 4) calc(var(--base) / 2)', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'start' as const, overflowWrap: 'anywhere' as const }

/**
 * Above the list of redirects: export them all as CSV, or import a CSV file (from, to, type). The
 * file is previewed first, every row valid or refused with its reason; it is imported only when no
 * row is refused, all of it at once.
 */
export function RedirectFile() {
  const router = useRouter()
  const [file, setFile] = useState<{ name: string; text: string } | null>(null)
  const [answer, setAnswer] = useState<Partial<ImportAnswer> & { message?: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async (path: 'import-preview' | 'import', text: string) => {
    setBusy(true)
    try {
      const response = await fetch(`/api/redirects/${path}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'text/csv' }, body: text })
      const body = (await response.json().catch(() => ({ message: `The server answered ${response.status}.` }))) as Partial<ImportAnswer> & { message?: string; error?: string }
      setAnswer({ ...body, message: body.message ?? body.error })
      if (path === 'import' && response.ok) {
        setFile(null)
        router.refresh()
      }
    } finally {
      setBusy(false)
    }
  }

  const choose = async (chosen: File | undefined) => {
    setAnswer(null)
    if (!chosen) return setFile(null)
    const text = await chosen.text()
    setFile({ name: chosen.name, text })
    await send('import-preview', text)
  }

  const rows = answer?.rows ?? []
  return (
    <section aria-label="Import and export" style={{ marginBottom: 'var(--base)', display: 'grid', gap: 'calc(var(--base) / 2)' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', alignItems: 'center' }}>
        <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href="/api/redirects/export" download>
          Export as CSV
        </a>
        <label style={{ display: 'inline-flex', gap: 'calc(var(--base) / 2)', alignItems: 'center' }}>
          Import a CSV file (from, to, type)
          <input type="file" accept=".csv,text/csv" disabled={busy} onChange={(event) => {
              const chosen = event.target.files?.[0]
              // Emptied, so that the same file, corrected, can be chosen again.
              event.target.value = ''
              void choose(chosen)
            }} />
        </label>
      </div>
      {answer?.message && (
        <p role="alert" style={{ margin: 0 }}>
          {answer.message}
        </p>
      )}
      {file && rows.length > 0 && (
        <div>
          <p style={{ margin: 0 }} role="status">
            {file.name}: {answer?.valid ?? 0} valid, {answer?.refused ?? 0} refused. {answer?.refused ? 'Correct the refused rows and choose the file again: nothing is imported while one is refused.' : 'Nothing is saved until you import.'}
          </p>
          <div style={{ maxHeight: '24rem', overflow: 'auto', marginBlock: 'calc(var(--base) / 2)' }}>
            <table style={{ borderCollapse: 'collapse', width: '100%' }}>
              <thead>
                <tr>
                  {['Line', 'From', 'To', 'Type', 'Check'].map((name) => (
                    <th key={name} style={cell}>
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.line}>
                    <td style={cell}>{row.line}</td>
                    <td style={cell}>{row.from}</td>
                    <td style={cell}>{row.to}</td>
                    <td style={cell}>{row.type}</td>
                    <td style={cell}>{row.valid ? 'Valid' : `Refused: ${row.reason}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }} disabled={busy || !!answer?.refused || !answer?.valid} onClick={() => void send('import', file.text)}>
            Import {answer?.valid ?? 0} redirects
          </button>
        </div>
      )}
      {!file && answer?.saved ? (
        <p role="status" style={{ margin: 0 }}>
          {answer.saved} redirects imported.
        </p>
      ) : null}
    </section>
  )
}
