/** The dimmed, blurred layer behind a dialog or drawer; a click on it is `onClick`'s (usually closing). */
export function Backdrop({ onClick, testId }: { onClick: () => void; testId?: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid={testId}
      className="absolute inset-0 bg-zinc-950/50 backdrop-blur-sm"
      onClick={onClick}
    />
  );
}
