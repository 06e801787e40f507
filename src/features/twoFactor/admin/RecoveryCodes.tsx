'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

/** The ten recovery codes, shown once, to copy or print before leaving. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false)
  return (
    <div>
      <p>
        <strong>Two-factor sign-in is on.</strong> Keep these recovery codes somewhere safe, away from your phone: each signs you in once if the phone is lost. They are not shown again.
      </p>
      <ol aria-label="Recovery codes" style={{ columns: 2, fontFamily: 'monospace', fontSize: '1.1rem' }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button
        buttonStyle="secondary"
        onClick={() => navigator.clipboard.writeText(codes.join('\n')).then(() => setCopied(true), () => setCopied(false))}
      >
        {copied ? 'Copied' : 'Copy the codes'}
      </Button>{' '}
      <Button onClick={onDone}>I have kept them</Button>
    </div>
  )
}
