/**
 * The tournament draw engine (issue 14 §1), pure. generateDraw builds a draw for any format;
 * resolveDraw computes who stands where from the results so far; recordResult records or corrects
 * one result and resets what it invalidates; computePlacings gives the podium and the rest.
 */
export * from './brackets.schemas';
export type * from './draw.types';
export { type SeedingMethod, seedEntrants, teamRating } from './entrant-seeding';
export { type DrawOptions, generateDraw, minimumEntrants } from './generate';
export { computePlacings } from './placings';
export { type DrawResults, resolveDraw, type SlotEntrant, type SlotResult } from './progress';
export * from './registrations.schemas';
export { dependentsOf, recordResult } from './results';
export { roundLabelName, roundName, type Translate } from './round-names';
export { drawMatches, expectedMatchMinutes } from './schedule-draw';
export { scheduleDay } from './scheduler';
export { FIXED_PLACEMENT, type SeedPlacement } from './seeding';
export * from './tournaments.labels';
export * from './tournaments.rules';
export * from './tournaments.schemas';
export * from './tournaments.views.schemas';
