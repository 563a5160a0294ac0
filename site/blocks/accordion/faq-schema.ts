/** schema.org FAQPage JSON-LD for an accordion with has_schema set. */
import type { AccordionItem } from './template.js';

function plainText(html: string): string {
  return (
    html
      // Block tags separate words; inline tags (links, emphasis) sit inside a sentence.
      .replace(/<\/?(p|br|li|ul|ol|div|h[1-6])\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** JSON safe to put inside <script>: no "</script>" or "<!--" can close or confuse it. */
export function faqJsonLd(items: AccordionItem[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.title,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.content) },
    })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
