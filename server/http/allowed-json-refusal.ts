/**
 * The API's answer to a JSON document that could not be read (./allowed-json-source.ts): 502 with the
 * route's own code when the host did not answer, else 400 `invalid_url` or `url_not_allowed` naming
 * `url`, so the quiz images and the range calculator routes refuse alike.
 */
import type { AllowedJsonAnswer } from './allowed-json-source.js';
import { ApiFailure } from '../failure.js';

type Failed = Extract<AllowedJsonAnswer<unknown>, { ok: false }>;

export function allowedJsonRefusal(answer: Failed, unavailable: { code: string; message: string }, hostsSetting: string): ApiFailure {
  if (answer.reason === 'unavailable') return new ApiFailure(502, unavailable.code, unavailable.message);
  return answer.reason === 'invalid_url'
    ? new ApiFailure(400, 'invalid_url', 'url must be an http(s) URL', 'url')
    : new ApiFailure(400, 'url_not_allowed', `url is not on this server or on a host listed in ${hostsSetting}`, 'url');
}
