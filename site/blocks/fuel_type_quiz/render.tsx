/** Diesel/petrol quiz: the quiz element with its server-rendered fallback (site/blocks/shared/quiz-block.tsx). */
import { QuizBlock } from '../shared/quiz-block.js';
import type { BlockRenderProps } from '../types.js';
import type { FuelTypeQuizProps } from './template.js';

export function FuelTypeQuiz({ props, ctx }: BlockRenderProps<FuelTypeQuizProps>) {
  return <QuizBlock blockKey="fuel_type_quiz" quiz="fuel-type" props={props} ctx={ctx} />;
}
