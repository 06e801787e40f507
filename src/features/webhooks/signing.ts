import crypto from 'node:crypto'
import { Webhook } from 'standardwebhooks'

/** A destination's secret in Standard Webhooks' form: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${crypto.randomBytes(24).toString('base64')}`

/** A delivery's id, the same on every try of it (`webhook-id`): receivers drop the duplicates. */
export const newMessageId = () => `msg_${crypto.randomUUID().replaceAll('-', '')}`

/** Standard Webhooks' three headers of one try: its id, its time (seconds) and its signature of both with the body. */
export function signedHeaders(secret: string, messageId: string, body: string, at = new Date()) {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  }
}
