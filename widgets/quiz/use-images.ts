/**
 * The Defender quiz's images JSON (`images_data_url`), always through the server
 * (`GET /api/quizzes/images?url=…`, server/api/quizzes/): the browser never calls the configured
 * host itself. Gives the variant → image URL map, or the failure with a retry.
 */
import { useCallback, useEffect, useState } from 'react';
import { QUIZ_IMAGES_PATH, type QuizImages } from '../../domain/contracts/quiz-images.js';
import { requestJson } from '../runtime/http.js';

export type ImagesState = { status: 'none' | 'loading' } | { status: 'failed' } | { status: 'loaded'; images: QuizImages };

export function useQuizImages(apiBase: string, url: string | undefined): { state: ImagesState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ImagesState>({ status: url ? 'loading' : 'none' });
  useEffect(() => {
    if (!url) return setState({ status: 'none' });
    const controller = new AbortController();
    setState({ status: 'loading' });
    requestJson<{ data: QuizImages }>(apiBase, `${QUIZ_IMAGES_PATH}?url=${encodeURIComponent(url)}`, { signal: controller.signal }).then(
      (answer) => setState({ status: 'loaded', images: answer.data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [apiBase, url, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
