import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { modelSummaryFiltersTemplate } from './template.js';

describeCatalogueBlock(modelSummaryFiltersTemplate, {
  key: 'model_summary_filters',
  defaults: { selectBodystyle: 'Body style', selectModel: 'Model', submit: 'Show' },
  filled: (html) => expect(html).toContain('<lrdx-model-filter'),
});
