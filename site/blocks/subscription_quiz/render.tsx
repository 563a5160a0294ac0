/** Subscription quiz: the quiz element with its server-rendered fallback (site/blocks/shared/quiz-block.tsx). */
import { QuizBlock } from '../shared/quiz-block.js';
import type { BlockRenderProps } from '../types.js';
import type { SubscriptionQuizProps } from './template.js';

export function SubscriptionQuiz({ props, ctx }: BlockRenderProps<SubscriptionQuizProps>) {
  return <QuizBlock blockKey="subscription_quiz" quiz="subscription" props={props} ctx={ctx} />;
}
