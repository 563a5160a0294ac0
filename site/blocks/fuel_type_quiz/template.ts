/** Diesel/petrol quiz (catalogue, "Quizzes"; scoring in docs/quizzes.md): places `<lrdx-quiz quiz="fuel-type">`. */
import { quizBlockDefaults, quizBlockFields, type QuizBlockProps } from '../shared/quiz-block.js';
import type { BlockTemplate } from '../types.js';

export type FuelTypeQuizProps = QuizBlockProps;

export const fuelTypeQuizTemplate: BlockTemplate<FuelTypeQuizProps> = {
  key: 'fuel_type_quiz',
  name: 'Diesel/petrol quiz',
  description: 'Five questions leading to petrol, diesel, plug-in hybrid or electric.',
  group: 'Quizzes',
  fields: quizBlockFields,
  defaultProps: quizBlockDefaults,
};
