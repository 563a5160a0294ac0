import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { OrderOnlinePage } from './order-online-page.js';

const order = {
  orderNumber: 'LRDX-ABCDEFGH',
  vehicleTitle: 'Land Rover Defender 110 D250',
  vehicleHref: '/ku/showroom/new-defender-110-55',
  vin: 'SALEA8DA0TN651083',
  paymentStatus: 'paid',
  confirmed: true,
  retailer: { name: 'Land Rover Erbil', address: '100 Meter Road, Ankawa', phone: '+964 750 441 2200' },
  appointment: { date: '٣ ئەیلوول ٢٠٢٦', time: '١٠:٣٠' },
  amountPaid: '٥٠٠ دۆلار',
  orderDate: '٢٦ تشرینی دووەم ٢٠٢٦',
};

describe('the order-online confirmation page (a bare confirmation)', () => {
  it('is a receipt in Kurdish: car, retailer, appointment, amount paid, next steps and how to cancel', () => {
    const html = renderToString(<OrderOnlinePage language="ku" step="confirmation" listKey="iraq" order={order} orderToken="t" />);
    expect(html).toContain('پسوولەی حیجز');
    expect(html).toContain('href="/ku/showroom/new-defender-110-55"');
    expect(html).toContain('Land Rover Erbil');
    expect(html).toContain('href="tel:+9647504412200"');
    expect(html).toContain('٣ ئەیلوول ٢٠٢٦ کاتژمێر ١٠:٣٠');
    expect(html).toContain('٥٠٠ دۆلار');
    expect(html).toContain('هەنگاوەکانی داهاتوو');
    expect(html).toContain('هەڵوەشاندنەوەی حیجز');
  });

  it('says a free reservation cost nothing, in English', () => {
    const html = renderToString(
      <OrderOnlinePage language="en" step="confirmation" listKey="iraq" order={{ ...order, amountPaid: null, appointment: null }} />,
    );
    expect(html).toContain('Free reservation (nothing paid)');
    expect(html).not.toContain('Appointment');
  });

  it("links to the cancellation page with the order's own token (orders without a lead), in Kurdish; a cancelled order says so instead", () => {
    const html = renderToString(<OrderOnlinePage language="ku" step="confirmation" listKey="iraq" order={order} orderToken="tok/+1" />);
    expect(html).toContain('href="/ku/cancel-reservation?order=LRDX-ABCDEFGH&amp;token=tok%2F%2B1"');
    expect(html).toContain('هەڵوەشاندنەوەی ئەم حیجزە');
    const cancelled = renderToString(
      <OrderOnlinePage language="en" step="confirmation" listKey="iraq" order={{ ...order, cancelled: true }} orderToken="tok" />,
    );
    expect(cancelled).toContain('This reservation was cancelled.');
    expect(cancelled).not.toContain('cancel-reservation?');
  });
});

describe('the order-online steps page drawn by the server', () => {
  it('puts the drawn page and its data in the element, which then waits for a touch unless the browser keeps a journey', () => {
    const html = renderToString(
      <OrderOnlinePage
        language="ku"
        step="steps"
        listKey="iraq"
        vehicleId={7}
        vehicleTitle="Land Rover Defender"
        firstStep={{ shadowHtml: '<style></style><section>drawn</section>', json: '{"vehicle":{"id":7}}' }}
      />,
    );
    const open = /<lrdx-order-online [^>]*>/.exec(html)?.[0] ?? '';
    expect(open).toContain('data-first-screen="server"');
    expect(open).toContain('data-load-on="interaction"');
    expect(open).toContain('data-load-if-stored="sl_order_online_data"');
    expect(html).toContain(
      '<template shadowrootmode="open"><style></style><section>drawn</section></template><script type="application/json" data-lrdx-order-first-step="">{"vehicle":{"id":7}}</script></lrdx-order-online>',
    );
    // The plain loading screen is not in it: the drawn page is the element's first screen; without
    // script the page still says the form needs it.
    expect(html).not.toContain('lrdx-order-online-ssr');
    expect(html).toMatch(/<\/lrdx-order-online><noscript><p>[^<]+<\/p><\/noscript><\/article>/);
    // Without a drawing the element loads at once, as before.
    const bare = renderToString(<OrderOnlinePage language="ku" step="steps" listKey="iraq" vehicleId={7} />);
    expect(/<lrdx-order-online [^>]*>/.exec(bare)?.[0]).toContain('data-load-on="ready"');
    expect(bare).toContain('lrdx-order-online-ssr');
  });
});
