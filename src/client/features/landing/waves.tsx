/** Two layered swells that carry the hero's ocean into the page background. */
export function Waves({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1440 120"
      preserveAspectRatio="none"
      aria-hidden
      role="presentation"
    >
      <path
        fill="currentColor"
        fillOpacity="0.35"
        d="M0 64c120-28 240-42 360-34s240 38 360 40 240-28 360-40 240 6 360 22v68H0z"
      />
      <path fill="currentColor" d="M0 88c160-30 320-40 480-26s320 44 480 44 320-30 480-40v54H0z" />
    </svg>
  );
}
