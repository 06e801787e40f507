/**
 * A cell a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage
 * return) gets a leading single quote, as OWASP's CSV injection advice says. Phone numbers such
 * as +971… are affected too: the quote shows, but the number is kept as typed.
 */
export const inertCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)
