/** How long a dropdown opened by hover waits, once the pointer has left it, before it closes. */
export const hoverCloseDelayMs = 300

/** Where the menu is a row of links with dropdowns (Tailwind's lg), not a drawer. */
export const wideMenuQuery = '(min-width: 64rem)'
