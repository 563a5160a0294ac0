/**
 * The row of small buttons of a shell banner or dialog (the cookie consent's, the exit pop-up's).
 * Each button names what it does in a data attribute that the dialog's element listens for
 * (site/elements/cookie-consent/, site/elements/exit-popup/), so the markup has no script of its own.
 */
export interface ShellButton {
  variant: 'primary' | 'secondary' | 'tertiary';
  /** The value of the element's action attribute ("accept", "go"…). */
  action: string;
  label: string;
}

export function ShellButtons({
  className,
  actionAttribute,
  buttons,
}: {
  className: string;
  actionAttribute: 'data-consent-action' | 'data-exit-action';
  buttons: readonly ShellButton[];
}) {
  return (
    <div className={className}>
      {buttons.map(({ variant, action, label }) => (
        <button
          key={action}
          type="button"
          className={`lrdx-button lrdx-button--${variant} lrdx-button--small`}
          {...{ [actionAttribute]: action }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
