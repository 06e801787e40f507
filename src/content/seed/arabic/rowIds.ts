type Value = unknown

const isRecord = (value: Value): value is Record<string, Value> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Arabic data built the way the English was, given the ids of the English rows it mirrors, row by
 * row and however deep: the rows of arrays and sections are shared by both languages, so a save in
 * Arabic that named new rows would replace the English ones.
 */
export function withRowIdsOf<T>(english: Value, arabic: T): T {
  if (Array.isArray(arabic)) {
    return arabic.map((row, index) => {
      const source = Array.isArray(english) ? english[index] : undefined
      const aligned = withRowIdsOf(source, row)
      return isRecord(aligned) && isRecord(source) && source.id !== undefined ? { ...aligned, id: source.id } : aligned
    }) as T
  }
  if (!isRecord(arabic)) return arabic
  const source = isRecord(english) ? english : {}
  return Object.fromEntries(Object.entries(arabic).map(([key, value]) => [key, withRowIdsOf(source[key], value)])) as T
}
