/** Powertrain recommendation quiz (catalogue, "Quizzes"; scoring in docs/quizzes.md): places `<lrdx-quiz quiz="powertrain">`. */
import { quizBlockDefaults, quizBlockFields, type QuizBlockProps } from '../shared/quiz-block.js';
import type { BlockTemplate } from '../types.js';

export type PowertrainQuizProps = QuizBlockProps;

export const powertrainQuizTemplate: BlockTemplate<PowertrainQuizProps> = {
  key: 'powertrain_quiz',
  name: 'Powertrain recommendation quiz',
  description: 'Five questions leading to a PHEV, diesel or petrol recommendation for private or business use.',
  group: 'Quizzes',
  fields: quizBlockFields,
  defaultProps: quizBlockDefaults,
};
