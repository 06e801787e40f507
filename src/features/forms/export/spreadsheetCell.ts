/**
 * A cell a spreadsheet would run as a formula (it starts with =, +, -, @, a tab, a carriage
 * return or a NUL) gets a leading single quote, as OWASP's CSV injection advice says. Phone numbers such
 * as +971… are affected too: the quote shows, but the number is kept as typed.
 */
export const inertCell = (value: string) => (/^[=+\-@\t\r\0]/.test(value) ? `'${value}` : value)
