/**
 * The order-online page and /ku/reserve do not move while their widgets boot (docs/architecture.md, "Tests": measured before the fix, CLS 0.29 on a
 * desktop, 0.66 on a throttled phone, 0.13 on /ku/reserve): the layout-shift sum after load stays
 * under the 0.05 budget, on a phone with a four times slower CPU and on a desktop, in Kurdish.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { layoutShiftEntries } from './support/layout-shift.js';
import { reservable } from './support/order-online.js';
import { useVisitorSuite } from './support/lifecycle.js';

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

describe('order online and reservation pages: no layout shift while the widgets boot', () => {
  const suite = useVisitorSuite('journey-layout-shift');
  let vehicleId = 0;

  beforeAll(async () => {
    vehicleId = (await reservable(suite.server))[0]!.id;
  });

  const cases = [
    {
      page: 'order online',
      path: () => `/ku/showroom-order-online/vehicle/${vehicleId}`,
      device: 'phone, CPU ×4',
      options: PHONE,
      slow: true,
    },
    {
      page: 'order online',
      path: () => `/ku/showroom-order-online/vehicle/${vehicleId}`,
      device: 'desktop',
      options: DESKTOP,
      slow: false,
    },
    { page: 'reserve', path: () => '/ku/reserve', device: 'phone, CPU ×4', options: PHONE, slow: true },
    { page: 'reserve', path: () => '/ku/reserve', device: 'desktop', options: DESKTOP, slow: false },
  ];

  it.each(cases)('$page on a $device', async ({ path, options, slow }) => {
    const context = await suite.browser.newContext(options);
    try {
      const page = await context.newPage();
      if (slow) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const entries = await layoutShiftEntries(page, `${suite.server.origin}${path()}`);
      const total = entries.reduce((sum, entry) => sum + entry.value, 0);
      // The entries (what moved, from where to where) are the failure message.
      expect(total, JSON.stringify(entries, null, 1)).toBeLessThan(0.05);
    } finally {
      await context.close();
    }
  });
});
