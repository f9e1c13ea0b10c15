import type { Meeting } from '@pickleball/domain';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MeetingDetailsDrawer } from './meeting-details-drawer';
import { MeetingFormDrawer, type MeetingFormTarget } from './meeting-form-drawer';
import type { NewMeetingSlot, OccurrenceShown } from './meeting-form-values';

export interface MeetingPanels {
  openDetails: (id: number, occurrence: OccurrenceShown | null) => void;
  openCreate: (slot: NewMeetingSlot) => void;
  openEdit: (meeting: Meeting, occurrence: OccurrenceShown | null) => void;
  /** The drawers; render once in the page. */
  panels: ReactNode;
}

/**
 * The details and form drawers both meeting pages open. The meeting shown is in the address
 * (`?meeting=<id>`), so an invitation's or a reminder's link opens it, and Back closes it.
 */
export function useMeetingPanels(): MeetingPanels {
  const [searchParams, setSearchParams] = useSearchParams();
  const [shown, setShown] = useState<{ id: number; occurrence: OccurrenceShown | null } | null>(null);
  const [form, setForm] = useState<MeetingFormTarget | null>(null);
  const param = Number(searchParams.get('meeting'));
  const id = Number.isInteger(param) && param > 0 ? param : null;
  const details = useMemo(
    () => (id === null ? null : { id, occurrence: shown?.id === id ? shown.occurrence : null }),
    [id, shown],
  );

  const openDetails = useCallback(
    (meetingId: number, occurrence: OccurrenceShown | null) => {
      setShown({ id: meetingId, occurrence });
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.set('meeting', String(meetingId));
        return next;
      });
    },
    [setSearchParams],
  );
  const closeDetails = useCallback(() => {
    setShown(null);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('meeting');
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);
  const openCreate = useCallback((slot: NewMeetingSlot) => setForm({ mode: 'create', slot }), []);
  // The form opens over the details (closing a drawer dismisses the layers opened above it), and
  // going back from the form shows the meeting as it now is.
  const openEdit = useCallback(
    (meeting: Meeting, occurrence: OccurrenceShown | null) => setForm({ mode: 'edit', meeting, occurrence }),
    [],
  );

  const panels = (
    <>
      <MeetingDetailsDrawer target={details} onClose={closeDetails} onEdit={openEdit} />
      <MeetingFormDrawer target={form} onClose={() => setForm(null)} />
    </>
  );
  return { openDetails, openCreate, openEdit, panels };
}
