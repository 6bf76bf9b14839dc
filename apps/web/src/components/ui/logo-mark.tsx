/** The GradeAtlas mark: a globe in a rounded square (same drawing as favicon.svg). */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="7" fill="#1e3a8a" />
      <circle cx="16" cy="16" r="9.5" fill="none" stroke="#fff" strokeWidth="2" />
      <ellipse cx="16" cy="16" rx="4.2" ry="9.5" fill="none" stroke="#fff" strokeWidth="1.6" />
      <path d="M6.5 16h19" stroke="#fff" strokeWidth="1.6" />
    </svg>
  );
}
