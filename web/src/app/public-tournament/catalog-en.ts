import { language } from '../../../../locales/en/layout.json';
import {
  bracket,
  format,
  match_status,
  public_page,
  round_label,
  share,
  status,
  type,
} from '../../../../locales/en/tournaments.json';
import type { Catalogs } from '../../lib/i18n-lite';

/**
 * The English texts of the public tournament pages (locales/en): the parts of the tournaments
 * namespace they show (the page, the bracket, round names, states), and the language switch's
 * label. Bundled with the page: English is the default and the fallback.
 */
export const catalog: Catalogs = {
  tournaments: { bracket, format, match_status, public_page, round_label, share, status, type },
  layout: { language },
};
