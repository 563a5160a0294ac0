/** Retailer (service) schema: one <script type="application/ld+json">, `<` escaped so the text cannot close it. */
import { retailerJsonLd } from '../../../domain/retailer-jsonld.js';
import type { BlockRenderProps } from '../types.js';
import type { RetailerSchemaProps } from './template.js';

function schemaScript(type: 'AutoDealer' | 'AutoRepair', { props, ctx }: BlockRenderProps<RetailerSchemaProps>) {
  const data = retailerJsonLd({
    type,
    url: ctx.href('/'),
    image: props.image,
    name: props.name,
    description: props.description,
    keywords: props.keywords,
    openingHours: props.opening_hours,
    paymentAccepted: props.payment_accepted,
    priceRange: props.price_range,
    address: props.address,
    latitude: props.latitude,
    longitude: props.longitude,
    contactInfo: props.contact_info,
    offers: props.offers,
  });
  if (!props.name.trim()) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

export const RetailerSchema = (input: BlockRenderProps<RetailerSchemaProps>) => schemaScript('AutoDealer', input);
export const RetailerServiceSchema = (input: BlockRenderProps<RetailerSchemaProps>) => schemaScript('AutoRepair', input);
