/**
 * <lrdx-quiz> as shipped (dist/, Preact build) in real Chromium, against the real lrdx server
 * (the Defender images JSON comes through /api/quizzes, proxied by web-test-runner.config.mjs).
 */
import { sendKeys } from '@web/test-runner-commands';
import { assert, waitFor, mountElement, unmountAll, shadowOf, onBundles, assertNoAxeViolations } from '../testing/browser-fixture.js';

const mount = (attributes: Record<string, string>) => mountElement('lrdx-quiz', { 'api-base': location.origin, ...attributes });
const root = shadowOf;
const text = (el: HTMLElement) => root(el).textContent ?? '';
const action = (el: HTMLElement, name: string) => root(el).querySelector<HTMLElement>(`[data-action="${name}"]`);
const inputs = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLInputElement>('input')];
const heading = (el: HTMLElement) => root(el).querySelector('.lrdx-quiz__heading')?.textContent ?? '';

async function press(el: HTMLElement, name: string) {
  const button = await waitFor(() => action(el, name), `the ${name} button`);
  button.click();
}

describe('<lrdx-quiz>', () => {
  onBundles('lrdx-quiz');
  beforeEach(() => sessionStorage.clear());

  it('walks the fuel-type quiz in English: intro, five questions with progress, step 3 multi-select, result, start again', async () => {
    const el = mount({ quiz: 'fuel-type', lang: 'en' });
    await press(el, 'start');
    await waitFor(() => text(el).includes('Question 1 of 5'), 'question 1 of 5');
    // Next without an answer says what is missing.
    await press(el, 'next');
    await waitFor(() => text(el).includes('Choose an answer to go on.'), 'the missing-answer message');
    const choices: string[][] = [['11000-24000'], ['16-48'], ['short-runs', 'pleasure'], ['home'], ['rarely']];
    for (const [index, values] of choices.entries()) {
      await waitFor(() => text(el).includes(`Question ${index + 1} of 5`), `question ${index + 1}`);
      if (index === 2)
        assert(text(el).includes('Select all that apply') && inputs(el).every((i) => i.type === 'checkbox'), 'step 3 has checkboxes');
      else
        assert(
          inputs(el).every((i) => i.type === 'radio'),
          `step ${index + 1} is a radio group`,
        );
      for (const value of values)
        inputs(el)
          .find((i) => i.value === value)
          ?.click();
      await press(el, index === 4 ? 'see-result' : 'next');
    }
    await waitFor(() => root(el).querySelector('[data-result="bev"]'), 'the BEV result');
    assert(text(el).includes('Electric (BEV)') && text(el).includes('Advantages'), 'the result texts');
    await press(el, 'again');
    await waitFor(() => action(el, 'start'), 'the intro again');
  });

  it('keeps the answers through a reload (sessionStorage lrdx.quiz.<quiz>) and goes back with previous', async () => {
    const first = mount({ quiz: 'subscription', lang: 'en' });
    await waitFor(() => inputs(first).length === 3, 'question 1');
    inputs(first)
      .find((i) => i.value === 'business')
      ?.click();
    await press(first, 'next');
    await waitFor(() => text(first).includes('Question 2 of 3'), 'question 2');
    const saved = JSON.parse(sessionStorage.getItem('lrdx.quiz.subscription') ?? 'null') as { step: number; answers: object } | null;
    assert(saved?.step === 1 && JSON.stringify(saved.answers) === '{"purpose":["business"]}', `saved: ${JSON.stringify(saved)}`);
    unmountAll();
    const again = mount({ quiz: 'subscription', lang: 'en' });
    await waitFor(() => text(again).includes('Question 2 of 3'), 'question 2 after the reload');
    await press(again, 'previous');
    await waitFor(() => inputs(again).find((i) => i.value === 'business')?.checked, 'the first answer kept');
  });

  it('works with the keyboard: arrow keys choose in a radio group, Enter goes on, focus moves to the new question', async () => {
    const el = mount({ quiz: 'powertrain', lang: 'en' });
    const first = await waitFor(() => inputs(el)[0], 'the first answer');
    first.focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'ArrowDown' });
    assert(inputs(el)[1]?.checked, 'ArrowDown chose the second answer');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => text(el).includes('Question 2 of 5'), 'question 2');
    await waitFor(() => root(el).activeElement?.classList.contains('lrdx-quiz__heading'), 'focus on the question heading');
  });

  it('shows the Defender result with its picture from the images JSON, through the server', async () => {
    const el = mount({ quiz: 'defender-packs', lang: 'en', 'images-data-url': '/api/quizzes/demo/defender-images' });
    await press(el, 'start');
    for (const value of ['off-road', 'mixed', 'family']) {
      await waitFor(() => inputs(el).some((i) => i.value === value), value);
      inputs(el)
        .find((i) => i.value === value)
        ?.click();
      await press(el, value === 'family' ? 'see-result' : 'next');
    }
    await waitFor(() => root(el).querySelector('[data-result="110-diesel-explorer"]'), 'the variant');
    const img = await waitFor(() => root(el).querySelector<HTMLImageElement>('.lrdx-quiz__picture img'), 'the picture');
    assert(img.src.endsWith('/110-diesel-explorer.svg'), `picture ${img.src}`);
    assert(img.alt.includes('Defender 110'), 'the picture is labelled');
    // The result leads on: the Defender's page, its stock, a test drive and the retailers.
    const href = (name: string) => action(el, name)?.getAttribute('href') ?? '';
    assert(href('result-defender') === `${location.origin}/en/defender`, `defender link ${href('result-defender')}`);
    assert(href('result-stock') === `${location.origin}/en/stock?family=Defender`, `stock link ${href('result-stock')}`);
    assert(href('result-test-drive') === `${location.origin}/en/contact-us#contact-form`, 'test drive link');
    assert(href('result-retailer') === `${location.origin}/en/retailer-locator`, 'retailer link');
    assert(text(el).includes('Book a test drive') && text(el).includes('Find a retailer'), 'the actions are named');
  });

  it('gives a Kurdish result its ways on in Kurdish, to the Kurdish pages', async () => {
    sessionStorage.setItem(
      'lrdx.quiz.powertrain',
      JSON.stringify({
        v: 1,
        screen: 'result',
        step: 4,
        answers: { use: ['private'], daily: ['under-40'], 'round-trip': ['never'], 'home-charging': ['yes'], priority: ['emissions'] },
      }),
    );
    const el = mount({ quiz: 'powertrain', lang: 'ku' });
    await waitFor(() => root(el).querySelector('[data-result="phev-private"]'), 'the saved PHEV result');
    const links = [...root(el).querySelectorAll<HTMLAnchorElement>('.lrdx-quiz__next a')];
    assert(
      JSON.stringify(links.map((a) => a.getAttribute('href')?.slice(location.origin.length))) ===
        JSON.stringify(['/ku/electric', '/ku/stock?engine_types=phev', '/ku/contact-us#contact-form', '/ku/retailer-locator']),
      `links: ${links.map((a) => a.href).join(', ')}`,
    );
    assert(text(el).includes('تاقیکردنەوەی لێخوڕین داوا بکە') && text(el).includes('بریکارێک بدۆزەرەوە'), 'Kurdish labels');
    assert(!/[A-Za-z]/.test(links.map((a) => a.textContent).join('')), 'no Latin letters in the Kurdish actions');
  });

  it('is right to left in Kurdish and Arabic, with their texts and digits', async () => {
    for (const [lang, htmlLang, progress] of [
      ['ku', 'ckb', 'پرسیاری ١ لە ٣'],
      ['ar', 'ar', 'السؤال ١ من ٣'],
    ] as const) {
      const el = mount({ quiz: 'subscription', lang });
      await waitFor(() => text(el).includes(progress), `${lang} progress`);
      const section = root(el).querySelector('section');
      assert(section?.dir === 'rtl' && section.lang === htmlLang, `${lang}: rtl and lang ${htmlLang}`);
      assert(heading(el).length > 0, 'a question heading');
      el.remove();
    }
  });

  it('has no accessibility violations (axe) on each screen in the three languages', async () => {
    for (const lang of ['ku', 'ar', 'en']) {
      sessionStorage.clear();
      const el = mount({ quiz: 'fuel-type', lang });
      await waitFor(() => action(el, 'start'), 'intro');
      await assertNoAxeViolations(el, `${lang} intro`);
      await press(el, 'start');
      await waitFor(() => inputs(el).length > 0, 'question');
      await assertNoAxeViolations(el, `${lang} question`);
      el.remove();
      sessionStorage.setItem(
        'lrdx.quiz.subscription',
        JSON.stringify({ v: 1, screen: 'result', step: 2, answers: { purpose: ['both'], period: ['24-60'], mileage: ['above-20000'] } }),
      );
      const result = mount({ quiz: 'subscription', lang });
      await waitFor(() => root(result).querySelector('[data-result="full-service"]'), 'the saved result');
      await assertNoAxeViolations(result, `${lang} result`);
      result.remove();
    }
  });
});
