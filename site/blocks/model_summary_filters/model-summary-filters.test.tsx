import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { modelSummaryFiltersTemplate } from './template.js';

describe('model_summary_filters block', () => {
  catalogueBlockTests(modelSummaryFiltersTemplate, {
    key: 'model_summary_filters',
    defaults: { selectBodystyle: 'Body style', selectModel: 'Model', submit: 'Show' },
    filled: (html) => expect(html).toContain('<lrdx-model-filter'),
  });
});
