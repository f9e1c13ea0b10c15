import { CourtRequestEditPage } from '../../modules/register-court/pages/court-request-edit-page';
import { courtFormKit } from './court-form-kit';

/** /register-court/edit/{token} (public): the applicant's private link, with the courts module's fields. */
export default function RegisterCourtEditRoute() {
  return <CourtRequestEditPage kit={courtFormKit} />;
}
