import type { Translate } from '@pickleball/domain';
import { describeSide, type ViewSlot } from '../../bracket/bracket-model';
import { sideText } from '../../bracket/side-text';

/** A side's name for a list or a dialog (who plays, or "Winner of match 5" while unknown). */
export function sideName(
  slot: Pick<ViewSlot, 'sides'>,
  side: 'a' | 'b',
  t: Translate,
  numbers: ReadonlyMap<string, number> = new Map(),
): string {
  return sideText(describeSide(slot.sides[side === 'a' ? 0 : 1], numbers), t);
}
