/** A small spinner with its words, for a part of a page or a dialog that is loading. */
export function InlineLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-base-content/80">
      <span className="loading loading-spinner loading-sm text-primary" aria-hidden="true" />
      {label}
    </p>
  );
}
