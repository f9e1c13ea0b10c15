/** Query keys of the public registration pages (CONVENTIONS §7). */
export const registerCourtKeys = {
  all: ['register-court'] as const,
  /** The applicant's request as their private link shows it. */
  byToken: (token: string) => [...registerCourtKeys.all, 'by-token', token] as const,
};
