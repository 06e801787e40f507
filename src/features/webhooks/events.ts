/** What a destination may be told of: a new lead, and a lead whose status or assignee changed. */
export const webhookEvents = ['lead.created', 'lead.updated'] as const
export type WebhookEvent = (typeof webhookEvents)[number]

/**
 * How a delivery is written: Standard Webhooks JSON (signed), a Slack incoming-webhook message, or
 * the same JSON with the secret in a header too, for tools that check nothing else (n8n, Zapier, Make).
 */
export const webhookFormats = ['standard', 'slack', 'header-secret'] as const
export type WebhookFormat = (typeof webhookFormats)[number]

/** The header that carries the secret itself in the `header-secret` format. */
export const secretHeader = 'x-webhook-secret'

/** Where a delivery stands: waiting for a try, received (2xx), given up, or dropped (its lead or destination gone). */
export const deliveryStates = ['pending', 'delivered', 'failed', 'cancelled'] as const
export type DeliveryState = (typeof deliveryStates)[number]
