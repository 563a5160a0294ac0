import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../registry.js';
import { testRenderContext } from '../test-context.js';

const render = (template: string, props: Record<string, unknown>, segment: 'ku' | 'ar' | 'en' = 'ku') =>
  renderToStaticMarkup(<>{renderBlock({ id: 'b', template, props }, { ...testRenderContext(), segment })}</>);

describe('quiz blocks', () => {
  it.each([
    ['fuel_type_quiz', 'fuel-type'],
    ['defender_quiz', 'defender-packs'],
    ['powertrain_quiz', 'powertrain'],
    ['subscription_quiz', 'subscription'],
  ])('%s places <lrdx-quiz quiz="%s"> in the page language, with the heading as its fallback', (template, quiz) => {
    const html = render(template, { heading: 'Which one?', paragraph: 'A few questions.', block_scroll_id: 'q' }, 'ar');
    expect(html).toMatch(new RegExp(`<lrdx-quiz [^>]*quiz="${quiz}"`));
    expect(html).toContain('lang="ar"');
    expect(html).toContain('id="q"');
    // The fallback sits inside the element: it shows until the loader upgrades it, and without scripts.
    expect(html).toMatch(/<lrdx-quiz[^>]*>.*Which one\?.*A few questions\..*<noscript>.*JavaScript.*<\/noscript>.*<\/lrdx-quiz>/s);
  });

  it('passes the Defender images JSON and the welcome video, and result links when set', () => {
    const html = render('defender_quiz', { welcome_video: '/media/welcome.mp4', result_links: '{"90-diesel-urban":"/ku/stock"}' });
    expect(html).toContain('images-data-url="/api/quizzes/demo/defender-images"');
    expect(html).toContain('welcome-video="/media/welcome.mp4"');
    expect(html).toContain('result-links="{&quot;90-diesel-urban&quot;:&quot;/ku/stock&quot;}"');
    expect(render('fuel_type_quiz', {})).not.toContain('result-links');
  });
});
