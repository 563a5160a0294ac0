/**
 * The visitor's language in route schemas (ku, ar, en; domain/languages.ts). The query parameter is
 * documented but checked by the handler (`choiceParam` in ../query-params.ts), so an unknown value is
 * a 400 in the API's error shape naming the parameter rather than a framework message.
 */
import { Type } from 'typebox';
import { LANGUAGES } from '../../../domain/languages.js';
import { StringEnum } from './nullable.js';

/** `?language=` (checked by the route): the default language when absent. */
export const LanguageQuery = Type.Object(
  {
    language: Type.Optional(
      Type.String({
        description: `${LANGUAGES.join(', ')}; default the server's default language (LRDX_LANGUAGE). Anything else is a 400.`,
      }),
    ),
  },
  { additionalProperties: true },
);

/** A language member of a body or answer, validated by the schema. */
export const LanguageCode = StringEnum(LANGUAGES);
