import type { Field, FieldAccess, FieldHook } from 'payload'

import { allows, type LeadArea } from '@/cms/access'
import { labelRowsBy } from '@/cms/admin/rowLabels'
import { assigneeForExport, notesForExport } from '../export/leadWork'

/** Kept as first saved: the admin shows it read-only and the REST and GraphQL APIs keep the stored value on any update. */
export const unchangeable: { update: FieldAccess } = { update: () => false }

/** A note's author is whoever saves it first, and stays so. */
const firstAuthor: FieldHook = ({ previousValue, req, value }) => previousValue ?? req.user?.id ?? value
/** A note's time is when it is first saved, and stays so. */
const firstWritten: FieldHook = ({ previousValue, value }) => previousValue ?? value ?? new Date().toISOString()

/**
 * What the sales team keeps on a lead: who works it, and a dated note per call or visit (a log
 * rather than one text box, so that two people working a lead never overwrite each other and
 * everyone sees who said what, when).
 */
export const leadWorkFields = (area: LeadArea): Field[] => [
  {
    name: 'assignedTo',
    label: 'Assigned to',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    access: { update: ({ req }) => allows(req.user, area, 'assign') },
    admin: { position: 'sidebar', description: 'Who answers this lead.' },
    custom: { 'plugin-import-export': { hooks: { beforeExport: assigneeForExport } } },
  },
  {
    name: 'notes',
    type: 'array',
    labels: { singular: 'Note', plural: 'Notes' },
    admin: {
      description: 'One note per call, meeting or mail: what was said and what comes next. Each keeps who wrote it and when.',
      ...labelRowsBy({ fields: ['text'], fallback: 'New note', timeField: 'writtenAt' }),
    },
    custom: { 'plugin-import-export': { hooks: { beforeExport: notesForExport } } },
    fields: [
      { name: 'text', label: 'Note', type: 'textarea', required: true },
      {
        type: 'row',
        fields: [
          {
            name: 'author',
            type: 'relationship',
            relationTo: 'users',
            access: unchangeable,
            hooks: { beforeChange: [firstAuthor] },
            admin: { readOnly: true, width: '50%' },
          },
          {
            name: 'writtenAt',
            label: 'Written',
            type: 'date',
            access: unchangeable,
            hooks: { beforeChange: [firstWritten] },
            admin: { readOnly: true, width: '50%', date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, HH:mm' } },
          },
        ],
      },
    ],
  },
]
