/**
 * Which option of a form's model select is the vehicle being viewed: the enquiry and test-drive
 * forms opened from a vehicle page start at its model (docs/forms.md, "Opened from a vehicle"). A
 * vehicle's model is its series ("Range Rover Sport"); an option matches it exactly (letter case
 * aside) or, failing that, the longest option the model begins with as whole words ("Range Rover
 * Sport P400" → "Range Rover Sport", never "Range Rover"). No match: the visitor chooses.
 */
import type { FormFieldOption } from '../contracts/forms.js';

const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

export function modelOption(options: readonly FormFieldOption[], model: string | undefined): string | null {
  const wanted = norm(model ?? '');
  if (!wanted) return null;
  let best: FormFieldOption | null = null;
  for (const option of options) {
    const candidate = norm(option.value);
    if (!candidate) continue;
    if (candidate === wanted) return option.value;
    if (wanted.startsWith(`${candidate} `) && (!best || candidate.length > norm(best.value).length)) best = option;
  }
  return best?.value ?? null;
}
