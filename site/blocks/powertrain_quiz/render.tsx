/** Powertrain recommendation quiz: the quiz element with its server-rendered fallback (site/blocks/shared/quiz-block.tsx). */
import { QuizBlock } from '../shared/quiz-block.js';
import type { BlockRenderProps } from '../types.js';
import type { PowertrainQuizProps } from './template.js';

export function PowertrainQuiz({ props, ctx }: BlockRenderProps<PowertrainQuizProps>) {
  return <QuizBlock blockKey="powertrain_quiz" quiz="powertrain" props={props} ctx={ctx} />;
}
