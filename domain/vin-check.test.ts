import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carriesCheckDigit, checkVin, marketUsesCheckDigit, vinCheckDigit, withCheckDigit } from './vin-check.js';

describe('VIN check (ISO 3779 alphabet, and the check digit where the market uses one)', () => {
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

  it('requires the check digit of a North American VIN (first character 1–5) only', () => {
    // A Ford F-150 and a Tesla Model 3 of US shape, with position 9 mistyped: refused.
    expect(checkVin('1FTFW1ET5DFC10312')).toEqual({ ok: false, reason: 'check_digit' });
    expect(checkVin('5YJ3E1EA7KF317000')).toEqual({ ok: false, reason: 'check_digit' });
    expect(checkVin('1FTFW1ET9DFC10312')).toEqual({ ok: true, vin: '1FTFW1ET9DFC10312' });
    // Made for Europe and the Gulf, without a valid check digit: a Golf with the maker's Z filler,
    // a Range Rover and a Land Cruiser of Gulf shape.
    for (const vin of ['WVWZZZ1JZXW000001', 'SALGA2BE2LA123456', 'JTMHV05J804123456']) {
      expect(carriesCheckDigit(vin), vin).toBe(false);
      expect(checkVin(vin), vin).toEqual({ ok: true, vin });
    }
    // Their shape is still checked.
    expect(checkVin('WVWZZZ1JZXW00000O')).toEqual({ ok: false, reason: 'malformed' });
    fc.assert(
      fc.property(fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/), (vin) => {
        expect(marketUsesCheckDigit(vin)).toBe(/^[1-5]/.test(vin));
        expect(checkVin(vin).ok).toBe(!marketUsesCheckDigit(vin) || carriesCheckDigit(vin));
      }),
    );
  });
});
