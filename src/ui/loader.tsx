/** A loading indicator with an accessible name. */
export function Loader({ label }: { label: string }) {
  return (
    <div className="loader" role="progressbar" aria-label={label} aria-busy="true">
      <span className="loader__spinner" aria-hidden="true" />
    </div>
  );
}
