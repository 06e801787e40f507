import { describe, expect, it } from 'vitest'

import { Media } from '@/cms/collections/Media'
import { Videos } from '@/cms/collections/Videos'
import { forms } from '@/features/forms/definitions'
import { viewEndpoint } from '@/features/visits/protocol'
import { mediaMaxBytes, uploadMaxBytes } from '@/cms/env'
import { adminUploadPaths, apiBodyMaxBytes, bodyLimitOf, formUploadPaths, viewBodyMaxBytes } from './bodyLimits'

describe('request-body limits', () => {
  it('give the upload limit to exactly the forms that carry a file', () => {
    const withFile = Object.values(forms).filter((form) => 'file' in form).map((form) => form.endpoint)
    expect([...formUploadPaths].sort()).toEqual(withFile.sort())
  })

  it("give the media limit to exactly the admin's upload collections", () => {
    expect([...adminUploadPaths].sort()).toEqual([Media, Videos].map((collection) => `/api/${collection.slug}`).sort())
  })

  it('cap every other body under /api at 1 MB and leave pages alone', () => {
    expect(bodyLimitOf('/api/users/login')).toBe(apiBodyMaxBytes)
    expect(bodyLimitOf('/api/get-quote')).toBe(apiBodyMaxBytes)
    expect(bodyLimitOf('/api/career_form')).toBeGreaterThan(uploadMaxBytes())
    expect(bodyLimitOf('/api/media/12')).toBeGreaterThan(mediaMaxBytes())
    expect(bodyLimitOf('/api/mediafile')).toBe(apiBodyMaxBytes)
    expect(bodyLimitOf('/office-fit-out')).toBeUndefined()
  })

  it('cap a page view at a few kilobytes', () => {
    expect(bodyLimitOf(viewEndpoint)).toBe(viewBodyMaxBytes)
    expect(viewBodyMaxBytes).toBeLessThanOrEqual(4096)
  })
})
