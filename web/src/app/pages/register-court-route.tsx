import { RegisterCourtPage } from '../../modules/register-court/pages/register-court-page';
import { courtFormKit } from './court-form-kit';

/** /register-court (public): the registration form with the courts module's fields. */
export default function RegisterCourtRoute() {
  return <RegisterCourtPage kit={courtFormKit} />;
}
