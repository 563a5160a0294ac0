/** OpenAPI schema of an error answer, shared by the route families' schemas (documentation of `{ error: { code, message, field } }`). */
export const errorResponse = {
  description: 'Error: `{ error: { code, message, field } }`',
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } },
      required: ['code', 'message'],
    },
  },
} as const;
