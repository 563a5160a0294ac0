/** The shared form domain (docs/forms.md, "Field rules"): field rules, their messages, lead validation and definition checks. */
export { CHARACTER_LIMIT_EXCEEDED, VALIDATION_SUMMARY, ruleMessage, type RuleMeasure } from './messages.js';
export { HARD_TEXT_LIMIT, checkField, validateField, type FieldOutcome } from './rules.js';
export { checkLead, firstErrorKey, validateLead, type FieldsOf, type LeadCheck } from './validate-lead.js';
export { readDate, readDateTime, readEmail, readIraqiPhone, readNumber } from './values.js';
export { checkFormFields, type DefinitionProblem } from './definition.js';
