/** How long ago a lead came, as a list reads it: 'just now', '12 min', '5 h', '3 d'. */
export function ageOf(createdAt: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - Date.parse(createdAt)) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h`
  return `${Math.floor(hours / 24)} d`
}
