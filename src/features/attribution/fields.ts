import { type AttributionField, campaignParamNames, fieldOf } from './params'

/**
 * Every field a lead keeps its attribution in, in the order the admin and the export show them
 * (apart from params.ts: the page's inline script does without it).
 */
export const attributionFields: AttributionField[] = ['landingPage', 'referrer', ...campaignParamNames.map(fieldOf)]
