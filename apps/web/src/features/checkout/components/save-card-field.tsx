/** "Save this card for auto-replace": the card that pays is kept under Saved cards (issue 39.6). */
export function SaveCardField({
  checked,
  onChange,
  disabled = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="mb-4 rounded-box bg-base-200 p-3">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="checkbox checkbox-primary mt-0.5"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby="save-card-hint"
        />
        <span className="font-medium">Save this card for auto-replace</span>
      </label>
      <p id="save-card-hint" className="mt-1 ps-9 text-sm text-base-content/75">
        Replacement parts can then be charged to it when they come due. You can remove it under
        Saved cards.
      </p>
    </div>
  );
}
