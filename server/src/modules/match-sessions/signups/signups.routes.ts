import {
  CheckInInputSchema,
  ClubNightSchema,
  dataEnvelope,
  FeeMarkInputSchema,
  IdParamsSchema,
  MyClubNightsSchema,
  OrganiserSignupInputSchema,
  SignupListSchema,
  SignupParamsSchema,
} from '@pickleball/domain';
import { defineRoute } from '../../../platform/routing';
import { getSignupList, listMyClubNights, loadClubNight } from './signups.queries';
import {
  addSignup,
  cancelMine,
  releaseNoShows,
  removeSignup,
  setCheckIn,
  setFee,
  signUpMyself,
} from './signups.service';

const tags = ['match-sessions'];
const ListEnvelope = dataEnvelope(SignupListSchema);
const NightEnvelope = dataEnvelope(ClubNightSchema);

/** Club-night sign-ups (issue 31 §2): the organiser's list and the players' own. */
export const signupRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/match-sessions/:id/signups',
    access: { permission: 'match.view' },
    summary: "A night's sign-ups: the places in order, the line, the cancelled, and who paid",
    tags,
    params: IdParamsSchema,
    response: ListEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getSignupList(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/match-sessions/:id/signups',
    access: { permission: 'match.session.manage' },
    summary: 'Add a player to the night (a place while the cap allows, else the line); they are told',
    tags,
    params: IdParamsSchema,
    body: OrganiserSignupInputSchema,
    response: ListEnvelope,
    status: 201,
    handler: async ({ ctx, params, body }) => {
      await addSignup(ctx, params.id, body.user_id);
      return { data: await getSignupList(ctx, params.id), message: ctx.t('session-messages:done.signed_up') };
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/match-sessions/:id/signups/:signup_id',
    access: { permission: 'match.session.manage' },
    summary: 'Cancel a sign-up at any time; a freed place goes to the first in line at once',
    tags,
    params: SignupParamsSchema,
    response: ListEnvelope,
    handler: async ({ ctx, params }) => {
      await removeSignup(ctx, params.id, params.signup_id);
      return {
        data: await getSignupList(ctx, params.id),
        message: ctx.t('session-messages:done.signup_cancelled'),
      };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/match-sessions/:id/signups/:signup_id/fee',
    access: { permission: 'match.session.manage' },
    summary: 'Mark a fee paid by hand (cash, a transfer seen), or undo the mark with a reason',
    tags,
    params: SignupParamsSchema,
    body: FeeMarkInputSchema,
    response: ListEnvelope,
    handler: async ({ ctx, params, body }) => {
      await setFee(ctx, params.id, params.signup_id, body);
      return {
        data: await getSignupList(ctx, params.id),
        message: ctx.t(
          body.status === 'paid' ? 'session-messages:done.fee_marked' : 'session-messages:done.fee_unmarked',
        ),
      };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/match-sessions/:id/signups/:signup_id/check-in',
    access: { permission: 'match.session.manage' },
    summary: 'Tick a player in at the venue, or undo it',
    tags,
    params: SignupParamsSchema,
    body: CheckInInputSchema,
    response: ListEnvelope,
    handler: async ({ ctx, params, body }) => {
      await setCheckIn(ctx, params.id, params.signup_id, body.checked_in);
      return {
        data: await getSignupList(ctx, params.id),
        message: ctx.t(
          body.checked_in ? 'session-messages:done.checked_in' : 'session-messages:done.check_in_undone',
        ),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/match-sessions/:id/signups/release-no-shows',
    access: { permission: 'match.session.manage' },
    summary: 'From the start: places of those not checked in go to the line, who are told to come now',
    tags,
    params: IdParamsSchema,
    response: ListEnvelope,
    handler: async ({ ctx, params }) => {
      const count = await releaseNoShows(ctx, params.id);
      return {
        data: await getSignupList(ctx, params.id),
        message: ctx.t('session-messages:done.released', { count }),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/me/club-nights',
    access: { authenticated: true },
    summary: 'My club nights (in or waiting), and the upcoming nights open to me',
    tags,
    response: dataEnvelope(MyClubNightsSchema),
    handler: async ({ ctx }) => ({ data: await listMyClubNights(ctx) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/me/club-nights/:id/signup',
    access: { authenticated: true },
    summary: 'Sign up for a night: a place while the cap allows, else the line',
    tags,
    params: IdParamsSchema,
    response: NightEnvelope,
    status: 201,
    handler: async ({ ctx, params }) => {
      const signup = await signUpMyself(ctx, params.id);
      return {
        data: await loadClubNight(ctx, params.id),
        message:
          signup.status === 'waitlisted'
            ? ctx.t('session-messages:done.waitlisted', { position: signup.waitlist_position ?? 0 })
            : ctx.t('session-messages:done.signed_up'),
      };
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/me/club-nights/:id/signup',
    access: { authenticated: true },
    summary: 'Cancel my sign-up (before the cut-off; after it, the organiser can)',
    tags,
    params: IdParamsSchema,
    response: NightEnvelope,
    handler: async ({ ctx, params }) => {
      await cancelMine(ctx, params.id);
      return {
        data: await loadClubNight(ctx, params.id),
        message: ctx.t('session-messages:done.signup_cancelled'),
      };
    },
  }),
];
