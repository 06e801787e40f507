import { describe, expect, it } from 'vitest'

import { forms } from '@/features/forms/definitions'
import { leadEventBody } from './body'
import { contactInputs, slackMessage } from './slack'

const lead = {
  id: 42,
  name: 'Layla Haddad',
  phone: '+971 50 123 4567',
  email: 'layla@example.com',
  work_type: 'Fit Out',
  project_category: 'Commercial',
  message: 'A 400 m² office in Business Bay.\nReady by March.',
  language: 'ar',
  status: 'new',
  assignedTo: { id: 3, email: 'sales@studio.example' },
  sourcePage: '/ar/office-fit-out',
  userAgent: 'Mozilla/5.0 (iPhone)',
  landingPage: '/ar/office-fit-out?utm_source=google&utm_campaign=q4',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'q4',
  ipHash: 'secret-hash',
  submissionKey: 'key',
  notes: [{ text: 'Called' }],
  createdAt: '2026-11-29T01:00:00.000Z',
  updatedAt: '2026-11-29T01:00:00.000Z',
}

const source = {
  event: 'lead.created' as const,
  form: 'quote' as const,
  definition: forms.quote,
  collection: 'quote-requests',
  lead,
  adminUrl: 'https://studio.example/admin/collections/quote-requests/42',
  fileLink: (filename: string) => ({ url: `https://studio.example/api/lead-file-links/${filename}?signed`, expiresAt: '2026-11-30T01:00:00.000Z' }),
}

describe('the body of a delivery', () => {
  it('carries every field of the form, the language, status, assignee, attribution and admin link, and nothing the server keeps for itself', () => {
    const body = leadEventBody(source, new Date('2026-11-29T01:00:05.000Z'))
    expect(body).toEqual({
      type: 'lead.created',
      timestamp: '2026-11-29T01:00:05.000Z',
      data: {
        id: '42',
        form: 'quote',
        formLabel: 'Quote request',
        collection: 'quote-requests',
        adminUrl: source.adminUrl,
        fields: { name: lead.name, phone: lead.phone, email: lead.email, work_type: 'Fit Out', project_category: 'Commercial', message: lead.message },
        files: [],
        language: 'ar',
        status: 'new',
        assignedTo: { id: 3, email: 'sales@studio.example' },
        sourcePage: '/ar/office-fit-out',
        userAgent: 'Mozilla/5.0 (iPhone)',
        attribution: {
          landingPage: lead.landingPage,
          referrer: null,
          utmSource: 'google',
          utmMedium: 'cpc',
          utmCampaign: 'q4',
          utmTerm: null,
          utmContent: null,
          gclid: null,
          gbraid: null,
          wbraid: null,
          fbclid: null,
          msclkid: null,
        },
        createdAt: lead.createdAt,
        updatedAt: lead.updatedAt,
      },
    })
    expect(JSON.stringify(body)).not.toMatch(/secret-hash|submissionKey|Called/)
  })

  it('gives a file as its name, type, size and a link that expires, never its bytes', () => {
    const resume = { filename: 'f00d.pdf', originalName: 'cv.pdf', mimeType: 'application/pdf', filesize: 1234 }
    const body = leadEventBody({ ...source, form: 'career', definition: forms.career, collection: 'career-applications', lead: { id: 7, resume } })
    expect(body.data.files).toEqual([
      { field: 'resume', label: 'Resume (PDF)', name: 'cv.pdf', mimeType: 'application/pdf', size: 1234, url: 'https://studio.example/api/lead-file-links/f00d.pdf?signed', expiresAt: '2026-11-30T01:00:00.000Z' },
    ])
  })

  it('says what changed in a lead.updated', () => {
    const changes = { status: { from: 'new', to: 'contacted' } }
    expect(leadEventBody({ ...source, event: 'lead.updated', changes }).data).toMatchObject({ changes })
    expect(leadEventBody(source).data).not.toHaveProperty('changes')
  })
})

describe('the Slack message', () => {
  it('reads as a summary: form, name, phone, email, message, campaign and a link to the lead, Slack’s characters escaped', () => {
    const body = leadEventBody({ ...source, lead: { ...lead, name: 'Rana <Saleh> & co' } })
    const message = slackMessage(body, contactInputs(forms.quote))
    expect(message.text).toBe(
      [
        '*New quote request* from Rana &lt;Saleh&gt; &amp; co',
        'Form: Quote request',
        'Name: Rana &lt;Saleh&gt; &amp; co',
        'Phone: +971 50 123 4567',
        'Email: layla@example.com',
        'Message: A 400 m² office in Business Bay.\nReady by March.',
        'Campaign: q4 (google / cpc)',
        '<https://studio.example/admin/collections/quote-requests/42|Open it in the admin>',
      ].join('\n'),
    )
  })

  it('names a change and a direct visit', () => {
    const body = leadEventBody({ ...source, event: 'lead.updated', lead: { ...lead, status: 'contacted', utmSource: null, utmMedium: null, utmCampaign: null } })
    const lines = slackMessage(body, contactInputs(forms.quote)).text.split('\n')
    expect(lines[0]).toBe('*Quote request from Layla Haddad updated*: contacted, assigned to sales@studio.example')
    expect(lines).toContain('Campaign: none (direct)')
  })
})
