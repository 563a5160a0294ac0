import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVin, vinCheckDigit, withCheckDigit } from './vin-check.js';

describe('VIN check (ISO 3779 alphabet and check digit)', () => {
  it('accepts VINs with a correct check digit, including the X of remainder 10', () => {
    // The worked example of 49 CFR 565 (check digit X) and a published VIN with check digit 1.
    expect(checkVin('1M8GDM9AXKP042788')).toEqual({ ok: true, vin: '1M8GDM9AXKP042788' });
    expect(checkVin('11111111111111111')).toEqual({ ok: true, vin: '11111111111111111' });
    expect(vinCheckDigit('1M8GDM9A0KP042788')).toBe('X');
  });

  it('normalises what people type: case, spaces and dashes', () => {
    expect(checkVin(' 1m8gdm9a-xkp 042788 ')).toEqual({ ok: true, vin: '1M8GDM9AXKP042788' });
    // Kurdish (Persian-style) and Arabic-Indic digits from a regional keyboard.
    expect(checkVin('۱m8gdm9axkp٠٤٢٧٨٨')).toEqual({ ok: true, vin: '1M8GDM9AXKP042788' });
  });

  it('calls malformed input malformed: length, I/O/Q, other characters', () => {
    for (const input of ['', '1M8GDM9AXKP04278', '1M8GDM9AXKP0427888', '1M8GDM9AXKP04278O', 'IM8GDM9AXKP042788', '1M8GDM9AXKP04278!']) {
      expect(checkVin(input), input).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses a wrong check digit; withCheckDigit makes any well-formed VIN valid', () => {
    expect(checkVin('1M8GDM9A1KP042788')).toEqual({ ok: false, reason: 'check_digit' });
    fc.assert(
      fc.property(fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/), (raw) => {
        const vin = withCheckDigit(raw);
        expect(checkVin(vin).ok).toBe(true);
      }),
    );
  });
});
