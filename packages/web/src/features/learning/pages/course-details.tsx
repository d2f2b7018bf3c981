import { useLocation, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CoursePage } from '../components/course-page';
import { StudyPlayer } from '../components/study-player';
import { useLearningArea } from '../use-learning-area';

/**
 * Course details (spec §2): the public page under /education/all and my-education/all,
 * the study player under my-education/mylearning.
 */
export function Component() {
  const { courseId = '' } = useParams();
  const { pathname } = useLocation();
  const area = useLearningArea();
  if (pathname.includes('/my-education/mylearning/')) return <StudyPlayer courseId={courseId} area={area} />;
  const catalogueHref = pathname.startsWith(paths.education.root)
    ? paths.education.all
    : paths.learning.catalogue(area);
  return <CoursePage courseId={courseId} area={area} catalogueHref={catalogueHref} />;
}
