import { useParams } from 'react-router-dom';
import { InstitutePage } from '../components/institute-page';

/** /admin/education-administration/institutions/{instituteId}: one institute's administration. */
export function Component() {
  const { instituteId = '' } = useParams();
  return <InstitutePage instituteId={instituteId} />;
}
