/** A section's own loading state, small enough to sit inside a page that has already rendered. */
export function InlineLoading({ what }: { what: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-4 text-muted text-sm">
      <span className="size-4 animate-spin rounded-full border-2 border-line border-t-accent" aria-hidden />
      Loading {what}…
    </p>
  );
}
