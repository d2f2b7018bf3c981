import { useParams } from 'react-router-dom';
import { CourseEditor } from '../components/course-editor';

/** /admin/education-administration/course/{courseId}: the course editor. */
export function Component() {
  const { courseId = '' } = useParams();
  return <CourseEditor courseId={courseId} />;
}
