import { describe, expect, it } from 'vitest';
import { editorStrings } from '../editor-kit/editor-i18n.js';
import { parseSettingValue, settingSource } from './setting-json.js';

describe('setting values typed in the settings editor', () => {
  it('parses JSON values of every kind', () => {
    expect(parseSettingValue('fab', '{"enabled": true}', '')).toEqual({ ok: true, value: { enabled: true } });
    expect(parseSettingValue('auth.require_login', 'false', '')).toEqual({ ok: true, value: false });
    expect(parseSettingValue('x', '"text"', '')).toEqual({ ok: true, value: 'text' });
  });

  it('refuses invalid JSON with the spec message naming the setting, in the editor language', () => {
    expect(parseSettingValue('fab', '{enabled: true}', editorStrings('en').invalidJson)).toEqual({
      ok: false,
      message: 'Invalid JSON in fab',
    });
    expect(parseSettingValue('fab', '', editorStrings('ku').invalidJson)).toEqual({ ok: false, message: 'JSONی نادروست لە fab' });
  });

  it('shows values as indented JSON', () => {
    expect(settingSource('{"a":[1]}')).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(settingSource('not json')).toBe('not json');
  });
});
