export const SCORING_ERROR_CODES = [
  'scoring.invalid_rules',
  'scoring.match_over',
  'scoring.nothing_to_undo',
] as const;

export type ScoringErrorCode = (typeof SCORING_ERROR_CODES)[number];

/**
 * What the engine throws on a request it cannot honour. The message is the code itself: people
 * read the translation of `errors:<code>`, never this text.
 */
export class ScoringError extends Error {
  readonly code: ScoringErrorCode;

  constructor(code: ScoringErrorCode) {
    super(code);
    this.name = 'ScoringError';
    this.code = code;
  }
}
