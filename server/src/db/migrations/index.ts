import type { Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { identityMigration } from './2026_11_22_0001_identity';
import { matchesMigration } from './2026_11_23_0001_matches';
import { jobsMigration } from './2026_11_23_0002_jobs';
import { courtsMigration } from './2026_11_23_0003_courts';
import { clubsMigration } from './2026_11_23_0004_clubs';
import { profilesMigration } from './2026_11_23_0005_profiles';
import { matchEventKeyMigration } from './2026_11_23_0006_match_event_key';
import { matchRevisionMigration } from './2026_11_24_0001_match_revision';
import { sessionHardeningMigration } from './2026_11_24_0002_session_hardening';
import { accountLinksMigration } from './2026_11_24_0003_account_links';
import { sortNamesMigration } from './2026_11_24_0004_sort_names';
import { matchVenueMigration } from './2026_11_24_0005_match_venue';
import { notificationsMigration } from './2026_11_24_0006_notifications';
import { templateSearchMigration } from './2026_11_24_0007_template_search';
import { paymentsMigration } from './2026_11_25_0001_payments';
import { staticPagesMigration } from './2026_11_25_0002_static_pages';
import { matchSessionsMigration } from './2026_11_25_0003_match_sessions';
import { chatMigration } from './2026_11_25_0004_chat';
import { tasksMigration } from './2026_11_27_0010_tasks';
import { devicesMigration } from './2026_11_27_0020_devices';
import { calendarMigration } from './2026_11_27_0030_calendar';
import { tournamentsMigration } from './2026_11_27_0040_tournaments';
import { searchIndexesMigration } from './2026_11_27_0050_search_indexes';
import { listSortIndexesMigration } from './2026_11_27_0051_list_sort_indexes';
import { leaderboardBaselineMigration } from './2026_11_27_0052_leaderboard_baseline';
import { paymentCheckoutsMigration } from './2026_12_07_0010_payment_checkouts';
import { matchSessionPartsMigration } from './2026_12_07_0020_match_session_parts';
import { jobLeasesMigration } from './2026_12_08_0010_job_leases';

/** Every migration in the order it runs. Names never change once released. */
export function listMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '2026_11_22_0001_identity': identityMigration(dialect),
    '2026_11_23_0001_matches': matchesMigration(dialect),
    '2026_11_23_0002_jobs': jobsMigration(dialect),
    '2026_11_23_0003_courts': courtsMigration(dialect),
    '2026_11_23_0004_clubs': clubsMigration(dialect),
    '2026_11_23_0005_profiles': profilesMigration(dialect),
    '2026_11_23_0006_match_event_key': matchEventKeyMigration(),
    '2026_11_24_0001_match_revision': matchRevisionMigration(),
    '2026_11_24_0002_session_hardening': sessionHardeningMigration(dialect),
    '2026_11_24_0003_account_links': accountLinksMigration(dialect),
    '2026_11_24_0004_sort_names': sortNamesMigration(dialect),
    '2026_11_24_0005_match_venue': matchVenueMigration(),
    '2026_11_24_0006_notifications': notificationsMigration(dialect),
    '2026_11_24_0007_template_search': templateSearchMigration(dialect),
    '2026_11_25_0001_payments': paymentsMigration(dialect),
    '2026_11_25_0002_static_pages': staticPagesMigration(dialect),
    '2026_11_25_0003_match_sessions': matchSessionsMigration(dialect),
    '2026_11_25_0004_chat': chatMigration(dialect),
    '2026_11_27_0010_tasks': tasksMigration(dialect),
    '2026_11_27_0020_devices': devicesMigration(dialect),
    '2026_11_27_0030_calendar': calendarMigration(dialect),
    '2026_11_27_0040_tournaments': tournamentsMigration(dialect),
    '2026_11_27_0050_search_indexes': searchIndexesMigration(dialect),
    '2026_11_27_0051_list_sort_indexes': listSortIndexesMigration(dialect),
    '2026_11_27_0052_leaderboard_baseline': leaderboardBaselineMigration(dialect),
    '2026_12_07_0010_payment_checkouts': paymentCheckoutsMigration(dialect),
    '2026_12_08_0010_job_leases': jobLeasesMigration(dialect),
    '2026_12_07_0020_match_session_parts': matchSessionPartsMigration(),
  };
}
