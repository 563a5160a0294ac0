/**
 * OpenAPI schema of the CORS preflight of a listing's routes, shared by the families that register
 * routes under `/public_api/listing/:id/` (listing, dealers, widget config).
 */
export const listingPreflightSchema = {
  description: 'CORS preflight: answered with Access-Control-* headers only for origins the listing allows.',
  tags: ['listing'],
  response: { 204: { description: 'No content', type: 'null' } },
} as const;
