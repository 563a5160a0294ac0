/**
 * Defender accessory-pack quiz (catalogue, "Quizzes"; scoring in docs/quizzes.md): places
 * `<lrdx-quiz quiz="defender-packs">` with the images JSON (`images_data_url`, fetched through
 * the server) and the welcome video.
 */
import { urlField } from '../shared/catalogue-fields.js';
import { QUIZ_DEMO_IMAGES_PATH } from '../../../domain/contracts/quiz-images.js';
import { quizBlockDefaults, quizBlockFields, type QuizBlockProps } from '../shared/quiz-block.js';
import type { BlockTemplate } from '../types.js';

export interface DefenderQuizProps extends QuizBlockProps {
  images_data_url: string;
  welcome_video: string;
}

export const defenderQuizTemplate: BlockTemplate<DefenderQuizProps> = {
  key: 'defender_quiz',
  name: 'Defender accessory-pack quiz',
  description: 'Activities, journeys and companions leading to a Defender 90/110, engine and accessory pack.',
  group: 'Quizzes',
  fields: {
    ...quizBlockFields,
    images_data_url: { label: 'Images JSON URL (variant → image)', type: 'string', placeholder: QUIZ_DEMO_IMAGES_PATH, url: true },
    welcome_video: urlField('Welcome video URL'),
  },
  defaultProps: { ...quizBlockDefaults, images_data_url: QUIZ_DEMO_IMAGES_PATH, welcome_video: '' },
};
