/**
 * A setting's value as typed in the settings editor: parsed before anything is sent, so invalid
 * JSON is shown on its field (`Invalid JSON in {setting}`, spec) and nothing is saved.
 */
export type SettingParse = { ok: true; value: unknown } | { ok: false; message: string };

export function parseSettingValue(key: string, source: string, invalidJson: string): SettingParse {
  try {
    return { ok: true, value: JSON.parse(source) as unknown };
  } catch {
    return { ok: false, message: invalidJson.replace('{setting}', key) };
  }
}

/** A stored value (JSON text on the wire) as the settings editor shows it: pretty JSON, else as stored. */
export function settingSource(value: string): string {
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}
