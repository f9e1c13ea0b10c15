import { CourtRequestDetailPage } from '../../modules/court-requests/pages/court-request-detail-page';
import { CourtDetails } from '../../modules/courts/components/court-details';

/** /court-requests/{id}: the review page, showing the submitted court with the courts module's view. */
export default function CourtRequestDetailRoute() {
  return <CourtRequestDetailPage CourtDetails={CourtDetails} />;
}
