import config from '@payload-config'
import { getPayload } from 'payload'

/** Payload's Local API, shared by every server component of the process. */
export const payloadClient = () => getPayload({ config })
