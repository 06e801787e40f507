/**
 * Where the browser finds, as JSON, the page's form settings and each of its forms' definitions:
 * written once in the page by the forms (formSettings.tsx), read by their enhancement (leadForms.ts).
 */
export const formSettingsElementId = 'lead-form-settings'
export const definitionAttribute = 'data-lead-form-definition'
