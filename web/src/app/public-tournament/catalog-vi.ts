import { language } from '../../../../locales/vi/layout.json';
import {
  bracket,
  format,
  match_status,
  public_page,
  round_label,
  share,
  status,
  type,
} from '../../../../locales/vi/tournaments.json';
import type { Catalogs } from '../../lib/i18n-lite';

/**
 * The Vietnamese texts of the public tournament pages (locales/vi): their own chunk, fetched
 * only when Vietnamese is the stored choice or is chosen.
 */
export const catalog: Catalogs = {
  tournaments: { bracket, format, match_status, public_page, round_label, share, status, type },
  layout: { language },
};
