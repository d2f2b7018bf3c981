import { useTranslation } from 'react-i18next';
import { MyLearningList } from '../../../features/learning/components/my-learning-list';
import { useLearningArea } from '../../../features/learning/use-learning-area';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** my-education/mylearning: my courses with progress. */
export function Component() {
  const { t } = useTranslation('learning');
  const area = useLearningArea();
  useDocumentTitle(t('web.myLearning'));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {t('web.myLearning')}
      </h1>
      <MyLearningList area={area} />
    </div>
  );
}
