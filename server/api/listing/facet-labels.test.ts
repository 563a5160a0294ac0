import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import type { ListingResponse } from '../../../domain/listing-query.js';
import { testDialects } from '../../db/test-db.js';
import { buildListingTestApp } from '../../testing/listing-test-app.js';

describe.each(testDialects())('facet option labels on %s', (dialect) => {
  const t = suiteFixture(() => buildListingTestApp(dialect));

  it('names dealers by their display name and model groups by the model, keeping value and count', async () => {
    const res = await t().app.inject({ url: '/public_api/listing/iraq?items=1' });
    expect(res.statusCode).toBe(200);
    const facets = res.json<ListingResponse>().meta.facets;
    const erbil = facets?.checkbox.dealers?.find((o) => o.value === 'ERB01');
    expect(erbil?.label).toBe('Land Rover Erbil');
    const other = facets?.checkbox.dealers?.find((o) => o.value === 'SUL01');
    expect(other?.label).toBe('Dealer SUL01');
    const groups = facets?.checkbox.nameplate_model_group ?? [];
    expect(groups.length).toBeGreaterThan(0);
    for (const option of groups) {
      const models = new Set(
        t()
          .vehicles.filter((v) => v.nameplate_model_group === option.value)
          .map((v) => v.model),
      );
      expect(models.has(option.label ?? '')).toBe(true);
      expect(option.count).toBeGreaterThanOrEqual(0);
    }
  });
});
