import type { IOStreams } from '../io/io-streams';
import { LearningScreen, type LearningScreenProps } from './learning-screen';
import { renderUntil } from './render-until';

/** Shows the learning screen on stderr until the user leaves it. */
export function showLearningScreen(io: IOStreams, props: Omit<LearningScreenProps, 'onExit'>): Promise<void> {
  return renderUntil<void>(io, (done) => <LearningScreen {...props} onExit={() => done()} />);
}
