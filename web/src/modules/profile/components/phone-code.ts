/** The six digits of a code as typed: spaces, dashes and other characters dropped, at most six kept. */
export function cleanPhoneCode(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 6);
}

/** "4:59" until the code expires; "0:00" after. */
export function formatRemaining(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
