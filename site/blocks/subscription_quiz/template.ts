/** Subscription quiz (catalogue, "Quizzes"; scoring in docs/quizzes.md): places `<lrdx-quiz quiz="subscription">`. */
import { quizBlockDefaults, quizBlockFields, type QuizBlockProps } from '../shared/quiz-block.js';
import type { BlockTemplate } from '../types.js';

export type SubscriptionQuizProps = QuizBlockProps;

export const subscriptionQuizTemplate: BlockTemplate<SubscriptionQuizProps> = {
  key: 'subscription_quiz',
  name: 'Subscription quiz',
  description: 'Purpose, period and mileage leading to a main product and its alternatives.',
  group: 'Quizzes',
  fields: quizBlockFields,
  defaultProps: quizBlockDefaults,
};
