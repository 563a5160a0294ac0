import { describe, expect, it } from 'vitest';
import { buttonSize, normaliseLinkTarget, normaliseUiType, resolveLinkButton, shouldShowLinkButton } from './link-button-rules.js';

describe('link button rules', () => {
  it('keeps _self and _blank and turns any other target into _self', () => {
    expect(normaliseLinkTarget('_blank')).toBe('_blank');
    expect(normaliseLinkTarget('_self')).toBe('_self');
    expect(normaliseLinkTarget('_parent')).toBe('_self');
    expect(normaliseLinkTarget('_top')).toBe('_self');
    expect(normaliseLinkTarget(undefined)).toBe('_self');
  });

  it('forces small size for tertiary buttons', () => {
    expect(buttonSize('tertiary', 'medium')).toBe('small');
    expect(buttonSize('primary', 'small')).toBe('small');
    expect(buttonSize('secondary', 'large')).toBe('medium');
    expect(buttonSize('primary', undefined)).toBe('medium');
  });

  it('defaults unknown ui types to primary', () => {
    expect(normaliseUiType('ghost')).toBe('primary');
    expect(normaliseUiType('secondary')).toBe('secondary');
  });

  it('shows internal and external links only with url and label', () => {
    expect(shouldShowLinkButton({ type: 'internal', url: '/stock', link_text: 'Stock' })).toBe(true);
    expect(shouldShowLinkButton({ type: 'external', url: 'https://x.test', link_text: ' ' })).toBe(false);
    expect(shouldShowLinkButton({ type: 'internal', link_text: 'No url' })).toBe(false);
    expect(shouldShowLinkButton(undefined)).toBe(false);
  });

  it('always shows form and file types, and anything when always-show is set', () => {
    expect(shouldShowLinkButton({ type: 'form' })).toBe(true);
    expect(shouldShowLinkButton({ type: 'file' })).toBe(true);
    expect(shouldShowLinkButton({ type: 'internal' }, true)).toBe(true);
  });

  it('resolves every rule at once', () => {
    expect(
      resolveLinkButton({ link_text: ' Go ', url: '/a', target: '_parent', ui_type: 'tertiary', size: 'medium', rdx_forms_form_id: 7 }),
    ).toEqual({
      label: 'Go',
      url: '/a',
      type: 'internal',
      target: '_self',
      uiType: 'tertiary',
      size: 'small',
      center: false,
      customClass: '',
      formId: '7',
    });
    expect(resolveLinkButton({ link_text: 'Go' })).toBeNull();
  });
});
