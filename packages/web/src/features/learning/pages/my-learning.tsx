import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { MyCertificates } from '../components/my-certificates';
import { MyLearningList } from '../components/my-learning-list';
import { useLearningArea } from '../use-learning-area';

/** my-education/mylearning: my courses with progress, and my certificates. */
export function Component() {
  const { t } = useTranslation('learning');
  const area = useLearningArea();
  useDocumentTitle(t('web.myLearning'));
  return (
    <ScreenContainer width="medium" className="space-y-4">
      <PageHeader title={t('web.myLearning')} />
      <MyLearningList area={area} />
      <MyCertificates area={area} />
    </ScreenContainer>
  );
}
