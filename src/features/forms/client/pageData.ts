/**
 * Where the browser finds the page's form settings, as JSON: written once in the page by the site's
 * layout (formSettings.tsx), read by the forms' enhancement (leadForms.ts).
 */
export const formSettingsElementId = 'lead-form-settings'
