/** Ids of the site-wide dialogs, opened by buttons on any page. */
export const quoteDialogId = 'get_quote'
/** MARKUP.md fixes this id. */
export const consultationDialogId = 'free_consultation'
