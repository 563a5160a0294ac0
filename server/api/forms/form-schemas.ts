/**
 * Route schemas of the forms, settings, integrations and locations routes (docs/forms.md,
 * "Endpoints"), in TypeBox (docs/api-schemas.md): the handlers' request and answer types come from them.
 */
import { Type } from 'typebox';
import { FORM_FIELD_OPTION_SOURCES, FORM_FIELD_TYPES, FORM_KINDS, FORM_STATUSES } from '../../../domain/contracts/forms.js';
import type { FormExportDocument } from '../../../domain/contracts/forms.js';
import { dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { DataAnswer, ListAnswer } from '../../http/schemas/answer.js';
import { LanguageCode } from '../../http/schemas/language.js';
import { OpenObject, StringEnum } from '../../http/schemas/nullable.js';

export const TAG = 'forms';
export const text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
const count = Type.Number({ minimum: -1e12, maximum: 1e12 });
/** Forms, settings, locations: objects the services build (domain/contracts/forms.ts), documented there. */
export const dataReply = DataAnswer(OpenObject());
const listReply = ListAnswer(OpenObject());
/** Path ids checked by the schema: out of the database's range is a 400 before the handler (../../http/db-int.ts). */
export const idParams = Type.Object({ id: dbIdSchema });
export const noContent = { 204: Type.Null() };

const fieldSchema = Type.Object(
  {
    key: text(64, 1),
    type: StringEnum(FORM_FIELD_TYPES),
    label: text(500),
    placeholder: Type.Optional(text(500)),
    help: Type.Optional(text(2000)),
    options: Type.Optional(
      Type.Array(Type.Object({ value: text(200, 1), label: text(500) }, { additionalProperties: false }), { maxItems: 500 }),
    ),
    options_from: Type.Optional(
      StringEnum(FORM_FIELD_OPTION_SOURCES, {
        description:
          "`retailers`: a select or radio lists the current retailers (value = dealer code, label in the form's language), filled in on every read; typed options are not stored",
      }),
    ),
    rules: Type.Optional(
      Type.Partial(Type.Object({ required: Type.Boolean(), min: count, size: count, max: count }), { additionalProperties: false }),
    ),
    hidden: Type.Optional(
      Type.Object(
        { source: StringEnum(['mapping', 'utm', 'vehicle', 'retailer']), name: Type.Optional(text(100, 1)) },
        { additionalProperties: false },
      ),
    ),
    default_value: Type.Optional(text(2000)),
  },
  { additionalProperties: false },
);

export const formInputSchema = Type.Object(
  {
    name: text(200, 1),
    kind: Type.Optional(StringEnum(FORM_KINDS)),
    language: LanguageCode,
    status: Type.Optional(StringEnum(FORM_STATUSES)),
    fields: Type.Array(fieldSchema, { maxItems: 100 }),
    recaptcha: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const emailList = Type.Array(Type.String({ format: 'email', maxLength: 254 }), { maxItems: 20 });

export const settingsBodySchemas = {
  thank_you: Type.Object(
    {
      heading: text(300),
      message: text(5000),
      button_label: Type.Optional(text(100)),
      redirect_url: Type.Optional(text(2000)),
    },
    { additionalProperties: false },
  ),
  notifications: Type.Object(
    { enabled: Type.Boolean(), recipients: emailList, notify_retailer: Type.Boolean(), subject: text(300) },
    { additionalProperties: false },
  ),
  confirmations: Type.Object({ enabled: Type.Boolean(), subject: text(300), message: text(5000) }, { additionalProperties: false }),
};

export const integrationsBodySchema = Type.Object(
  {
    crm: Type.Object(
      {
        enabled: Type.Boolean(),
        campaign: Type.Optional(text(200)),
        // MapOf with a size bound: form field key → CRM field name.
        field_mapping: Type.Unsafe<Record<string, string>>({ type: 'object', maxProperties: 100, additionalProperties: text(100, 1) }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const publicErrors = errorResponses(401, 403, 404);
const adminErrors = errorResponses(401, 403, 404, 409);

export const listFormsSchema = {
  tags: [TAG],
  summary: 'Forms: published ones for visitors; with a bearer token (editor or admin) drafts too',
  querystring: Type.Partial(Type.Object({ 'filter[language]': LanguageCode, 'filter[status]': StringEnum(FORM_STATUSES) })),
  response: { 200: listReply, ...publicErrors },
};

export const getFormSchema = {
  tags: [TAG],
  summary: 'One form definition: public when published; a draft needs a bearer token (editor or admin)',
  params: idParams,
  response: { 200: dataReply, ...publicErrors },
};

export const createFormSchema = {
  tags: [TAG],
  summary: 'Create a form (admin)',
  body: formInputSchema,
  response: { 201: dataReply, ...adminErrors },
};

export const updateFormSchema = {
  tags: [TAG],
  summary: 'Replace a form definition (admin)',
  params: idParams,
  body: formInputSchema,
  response: { 200: dataReply, ...adminErrors },
};

export const deleteFormSchema = {
  tags: [TAG],
  summary: 'Delete a form without leads (admin); 409 form_has_leads otherwise',
  params: idParams,
  response: { ...noContent, ...adminErrors },
};

type SettingsKind = keyof typeof settingsBodySchemas;

/** The read route of one kind of settings (the thank-you view is public for published forms). */
export const settingsReadSchema = (kind: SettingsKind) => ({
  tags: [TAG],
  summary:
    kind === 'thank_you' ? 'The thank-you view of a form (public when the form is published)' : `The ${kind} settings of a form (admin)`,
  params: idParams,
  response: { 200: dataReply, ...adminErrors },
});

/** The write route of one kind of settings: the body is that kind's schema. */
export const settingsWriteSchema = <K extends SettingsKind>(kind: K) => ({
  tags: [TAG],
  summary: `Replace the ${kind} settings of a form (admin)`,
  params: idParams,
  body: settingsBodySchemas[kind],
  response: { 200: dataReply, ...adminErrors },
});

export const integrationsReadSchema = {
  tags: [TAG],
  summary: "A form's integrations (admin)",
  params: idParams,
  response: { 200: dataReply, ...adminErrors },
};

export const integrationsWriteSchema = {
  tags: [TAG],
  summary: "Replace a form's integrations (admin)",
  params: idParams,
  body: integrationsBodySchema,
  response: { 200: dataReply, ...adminErrors },
};

export const activeSystemSchema = {
  tags: [TAG],
  summary: 'The CRM leads are delivered to (admin)',
  response: { 200: dataReply, ...errorResponses(401, 403) },
};

export const verifySchema = {
  tags: [TAG],
  summary: 'Whether the active CRM is configured and reachable (admin)',
  response: { 200: dataReply, ...errorResponses(401, 403) },
};

export const exportFormSchema = {
  tags: [TAG],
  summary: 'A form with its settings and integrations as a portable document (admin)',
  params: idParams,
  response: { 200: dataReply, ...adminErrors },
};

export const importFormSchema = {
  tags: [TAG],
  summary: 'Create a draft form from an exported document (admin)',
  body: Type.Object(
    {
      format: StringEnum(['lrdx-form']),
      // `{ type: 'integer', enum: [1] }` as before (TypeBox's Literal would write `const`).
      version: Type.Unsafe<FormExportDocument['version']>({ type: 'integer', enum: [1] }),
      form: formInputSchema,
      settings: Type.Optional(Type.Object(settingsBodySchemas, { additionalProperties: false })),
      integrations: Type.Optional(integrationsBodySchema),
    },
    { additionalProperties: false },
  ),
  response: { 201: dataReply, ...adminErrors },
};

export const duplicateFormSchema = {
  tags: [TAG],
  summary: 'Copy a form, settings and integrations included, as a draft named `name` (admin)',
  params: idParams,
  querystring: Type.Object({ name: Type.Optional(text(200, 1)) }),
  response: { 201: dataReply, ...adminErrors },
};

const locationBody = Type.Object(
  {
    name: text(200, 1),
    city: text(200),
    address: text(1000),
    phone: Type.Optional(text(40)),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    dealer_id: Type.Optional(dbIdSchema),
  },
  { additionalProperties: false },
);

export const listLocationsSchema = {
  tags: [TAG],
  summary: 'Retailer locations forms can be sent to',
  response: { 200: listReply },
};

export const createLocationSchema = {
  tags: [TAG],
  summary: 'Add a location (admin)',
  body: locationBody,
  response: { 201: dataReply, ...adminErrors },
};

export const updateLocationSchema = {
  tags: [TAG],
  summary: 'Replace a location (admin)',
  params: idParams,
  body: locationBody,
  response: { 200: dataReply, ...adminErrors },
};

export const deleteLocationSchema = {
  tags: [TAG],
  summary: 'Delete a location (admin)',
  params: idParams,
  response: { ...noContent, ...adminErrors },
};
