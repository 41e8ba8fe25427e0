export function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span className="inline-flex h-7 items-center gap-1 rounded-full border border-line bg-raised pr-1 pl-3 text-sm">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${label}`}
        className="grid size-5 place-items-center rounded-full text-muted hover:bg-line hover:text-ink"
      >
        ×
      </button>
    </span>
  );
}
