import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_FLAGS, LIGHTHOUSE_BUDGET, lighthouseCommand, performanceScore, withinBudget } from './lighthouse.js';

describe('the Lighthouse bench', () => {
  it("runs the reviewer's command line: Lighthouse's own CLI, the Chromium of `command -v chromium`, the four flags", () => {
    const { args, env } = lighthouseCommand('http://127.0.0.1:8080/ku/stock');
    expect(args[0]).toMatch(/node_modules\/lighthouse\/cli\/index\.js$/);
    expect(args[1]).toBe('http://127.0.0.1:8080/ku/stock');
    expect(args).toContain(`--chrome-flags=${FIRST_VISIT_FLAGS.join(' ')}`);
    expect(FIRST_VISIT_FLAGS).toEqual(['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']);
    expect(args).toContain('--only-categories=performance,accessibility');
    expect(env.CHROME_PATH).toMatch(/chrom/);
  });

  it("takes Lighthouse's score, and the other metrics' weighted score only when Speed Index alone failed", () => {
    const refs = [
      { id: 'largest-contentful-paint', weight: 25 },
      { id: 'total-blocking-time', weight: 30 },
      { id: 'speed-index', weight: 10 },
      { id: 'unweighted', weight: 0 },
    ];
    expect(performanceScore({ score: 0.97, auditRefs: refs }, {})).toEqual({ score: 0.97, withoutSpeedIndex: false });
    const audits = {
      'largest-contentful-paint': { score: 1 },
      'total-blocking-time': { score: 0.5 },
      'speed-index': { score: null, errorMessage: 'SPEEDINDEX_OF_ZERO' },
    };
    const without = performanceScore({ score: null, auditRefs: refs }, audits);
    expect(without.withoutSpeedIndex).toBe(true);
    expect(without.score).toBeCloseTo((25 * 1 + 30 * 0.5) / 55);
    // Any other failure gives no score at all: a page that could not be measured is not within budget.
    const lcpFailed = { ...audits, 'largest-contentful-paint': { score: null, errorMessage: 'NO_LCP' } };
    expect(performanceScore({ score: null, auditRefs: refs }, lcpFailed)).toEqual({ score: 0, withoutSpeedIndex: false });
  });

  it('is within budget only when every figure is', () => {
    const at = { performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 150, cls: 0.05 };
    expect(LIGHTHOUSE_BUDGET).toEqual(at);
    expect(withinBudget(at)).toBe(true);
    expect(withinBudget({ ...at, performance: 94 })).toBe(false);
    expect(withinBudget({ ...at, accessibility: 99 })).toBe(false);
    expect(withinBudget({ ...at, lcpMs: 2001 })).toBe(false);
    expect(withinBudget({ ...at, tbtMs: 151 })).toBe(false);
    expect(withinBudget({ ...at, cls: 0.051 })).toBe(false);
  });
});
