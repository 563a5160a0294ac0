/** JSON schemas of the forms, settings, integrations and locations routes (docs/forms.md, "Endpoints"). */
import { FORM_FIELD_OPTION_SOURCES, FORM_FIELD_TYPES, FORM_KINDS, FORM_STATUSES } from '../../../domain/contracts/forms.js';
import { LANGUAGES } from '../../../domain/languages.js';
import { dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';

export const TAG = 'forms';
const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
const count = { type: 'number', minimum: -1e12, maximum: 1e12 } as const;
const dataReply = { type: 'object', properties: { data: { type: 'object', additionalProperties: true } } } as const;
const listReply = {
  type: 'object',
  properties: { data: { type: 'array', items: { type: 'object', additionalProperties: true } } },
} as const;
export const idParams = { type: 'object', required: ['id'], properties: { id: dbIdSchema } } as const;

const fieldSchema = {
  type: 'object',
  required: ['key', 'type', 'label'],
  additionalProperties: false,
  properties: {
    key: text(64, 1),
    type: { type: 'string', enum: [...FORM_FIELD_TYPES] },
    label: text(500),
    placeholder: text(500),
    help: text(2000),
    options: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        required: ['value', 'label'],
        additionalProperties: false,
        properties: { value: text(200, 1), label: text(500) },
      },
    },
    options_from: {
      type: 'string',
      enum: [...FORM_FIELD_OPTION_SOURCES],
      description:
        "`retailers`: a select or radio lists the current retailers (value = dealer code, label in the form's language), filled in on every read; typed options are not stored",
    },
    rules: {
      type: 'object',
      additionalProperties: false,
      properties: { required: { type: 'boolean' }, min: count, size: count, max: count },
    },
    hidden: {
      type: 'object',
      required: ['source'],
      additionalProperties: false,
      properties: { source: { type: 'string', enum: ['mapping', 'utm', 'vehicle', 'retailer'] }, name: text(100, 1) },
    },
    default_value: text(2000),
  },
} as const;

export const formInputSchema = {
  type: 'object',
  required: ['name', 'language', 'fields'],
  additionalProperties: false,
  properties: {
    name: text(200, 1),
    kind: { type: 'string', enum: [...FORM_KINDS] },
    language: { type: 'string', enum: [...LANGUAGES] },
    status: { type: 'string', enum: [...FORM_STATUSES] },
    fields: { type: 'array', maxItems: 100, items: fieldSchema },
    recaptcha: { type: 'boolean' },
  },
} as const;

const emailList = { type: 'array', maxItems: 20, items: { type: 'string', format: 'email', maxLength: 254 } } as const;

export const settingsBodySchemas = {
  thank_you: {
    type: 'object',
    required: ['heading', 'message'],
    additionalProperties: false,
    properties: { heading: text(300), message: text(5000), button_label: text(100), redirect_url: text(2000) },
  },
  notifications: {
    type: 'object',
    required: ['enabled', 'recipients', 'notify_retailer', 'subject'],
    additionalProperties: false,
    properties: { enabled: { type: 'boolean' }, recipients: emailList, notify_retailer: { type: 'boolean' }, subject: text(300) },
  },
  confirmations: {
    type: 'object',
    required: ['enabled', 'subject', 'message'],
    additionalProperties: false,
    properties: { enabled: { type: 'boolean' }, subject: text(300), message: text(5000) },
  },
} as const;

export const integrationsBodySchema = {
  type: 'object',
  required: ['crm'],
  additionalProperties: false,
  properties: {
    crm: {
      type: 'object',
      required: ['enabled', 'field_mapping'],
      additionalProperties: false,
      properties: {
        enabled: { type: 'boolean' },
        campaign: text(200),
        field_mapping: { type: 'object', maxProperties: 100, additionalProperties: text(100, 1) },
      },
    },
  },
} as const;

const publicErrors = errorResponses(401, 403, 404);
const adminErrors = errorResponses(401, 403, 404, 409);

export const listFormsSchema = {
  tags: [TAG],
  summary: 'Forms: published ones for visitors; with a bearer token (editor or admin) drafts too',
  querystring: {
    type: 'object',
    properties: {
      'filter[language]': { type: 'string', enum: [...LANGUAGES] },
      'filter[status]': { type: 'string', enum: [...FORM_STATUSES] },
    },
  },
  response: { 200: listReply, ...publicErrors },
} as const;

export const getFormSchema = {
  tags: [TAG],
  summary: 'One form definition: public when published; a draft needs a bearer token (editor or admin)',
  params: idParams,
  response: { 200: dataReply, ...publicErrors },
} as const;

export const createFormSchema = {
  tags: [TAG],
  summary: 'Create a form (admin)',
  body: formInputSchema,
  response: { 201: dataReply, ...adminErrors },
} as const;

export const updateFormSchema = {
  tags: [TAG],
  summary: 'Replace a form definition (admin)',
  params: idParams,
  body: formInputSchema,
  response: { 200: dataReply, ...adminErrors },
} as const;

export const deleteFormSchema = {
  tags: [TAG],
  summary: 'Delete a form without leads (admin); 409 form_has_leads otherwise',
  params: idParams,
  response: { 204: { type: 'null' }, ...adminErrors },
} as const;

export const settingsSchema = (kind: keyof typeof settingsBodySchemas, write: boolean) =>
  ({
    tags: [TAG],
    summary: write
      ? `Replace the ${kind} settings of a form (admin)`
      : kind === 'thank_you'
        ? 'The thank-you view of a form (public when the form is published)'
        : `The ${kind} settings of a form (admin)`,
    params: idParams,
    ...(write ? { body: settingsBodySchemas[kind] } : {}),
    response: { 200: dataReply, ...adminErrors },
  }) as const;

export const integrationsSchema = (write: boolean) =>
  ({
    tags: [TAG],
    summary: write ? "Replace a form's integrations (admin)" : "A form's integrations (admin)",
    params: idParams,
    ...(write ? { body: integrationsBodySchema } : {}),
    response: { 200: dataReply, ...adminErrors },
  }) as const;

export const activeSystemSchema = {
  tags: [TAG],
  summary: 'The CRM leads are delivered to (admin)',
  response: { 200: dataReply, ...errorResponses(401, 403) },
} as const;

export const verifySchema = {
  tags: [TAG],
  summary: 'Whether the active CRM is configured and reachable (admin)',
  response: { 200: dataReply, ...errorResponses(401, 403) },
} as const;

export const exportFormSchema = {
  tags: [TAG],
  summary: 'A form with its settings and integrations as a portable document (admin)',
  params: idParams,
  response: { 200: dataReply, ...adminErrors },
} as const;

export const importFormSchema = {
  tags: [TAG],
  summary: 'Create a draft form from an exported document (admin)',
  body: {
    type: 'object',
    required: ['format', 'version', 'form'],
    additionalProperties: false,
    properties: {
      format: { type: 'string', enum: ['lrdx-form'] },
      version: { type: 'integer', enum: [1] },
      form: formInputSchema,
      settings: {
        type: 'object',
        required: ['thank_you', 'notifications', 'confirmations'],
        additionalProperties: false,
        properties: settingsBodySchemas,
      },
      integrations: integrationsBodySchema,
    },
  },
  response: { 201: dataReply, ...adminErrors },
} as const;

export const duplicateFormSchema = {
  tags: [TAG],
  summary: 'Copy a form, settings and integrations included, as a draft named `name` (admin)',
  params: idParams,
  querystring: { type: 'object', properties: { name: text(200, 1) } },
  response: { 201: dataReply, ...adminErrors },
} as const;

const locationBody = {
  type: 'object',
  required: ['name', 'city', 'address'],
  additionalProperties: false,
  properties: {
    name: text(200, 1),
    city: text(200),
    address: text(1000),
    phone: text(40),
    email: { type: 'string', format: 'email', maxLength: 254 },
    dealer_id: dbIdSchema,
  },
} as const;

export const listLocationsSchema = {
  tags: [TAG],
  summary: 'Retailer locations forms can be sent to',
  response: { 200: listReply },
} as const;

export const createLocationSchema = {
  tags: [TAG],
  summary: 'Add a location (admin)',
  body: locationBody,
  response: { 201: dataReply, ...adminErrors },
} as const;

export const updateLocationSchema = {
  tags: [TAG],
  summary: 'Replace a location (admin)',
  params: idParams,
  body: locationBody,
  response: { 200: dataReply, ...adminErrors },
} as const;

export const deleteLocationSchema = {
  tags: [TAG],
  summary: 'Delete a location (admin)',
  params: idParams,
  response: { 204: { type: 'null' }, ...adminErrors },
} as const;
