/**
 * What becomes of the vehicles a full feed no longer lists (docs/stock-feed.md, "Matching, updating,
 * withdrawing"): keep them, mark them sold, or remove them. Shared by the upload and the scheduled pull.
 */
import { WITHDRAW_CHOICES, type WithdrawChoice } from '../../domain/contracts/stock.js';
import type { StockStrings } from './stock-i18n.js';

export function WithdrawChoices({
  s,
  name,
  value,
  onChange,
}: {
  s: StockStrings;
  name: string;
  value: WithdrawChoice;
  onChange(choice: WithdrawChoice): void;
}) {
  return (
    <fieldset>
      <legend>{s.withdrawLegend}</legend>
      {WITHDRAW_CHOICES.map((choice) => (
        <label key={choice} className="cms-check">
          <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} />{' '}
          {s.withdraw[choice]}
        </label>
      ))}
    </fieldset>
  );
}
