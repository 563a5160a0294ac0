/** Defender accessory-pack quiz: the quiz element with its images JSON and welcome video. */
import { QuizBlock } from '../shared/quiz-block.js';
import type { BlockRenderProps } from '../types.js';
import type { DefenderQuizProps } from './template.js';

export function DefenderQuiz({ props, ctx }: BlockRenderProps<DefenderQuizProps>) {
  const extra: Record<string, string> = {};
  if (props.images_data_url.trim()) extra['images-data-url'] = props.images_data_url.trim();
  if (props.welcome_video.trim()) extra['welcome-video'] = props.welcome_video.trim();
  return <QuizBlock blockKey="defender_quiz" quiz="defender-packs" props={props} ctx={ctx} extra={extra} />;
}
