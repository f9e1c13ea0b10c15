/** The product's logo: a pickleball. Decorative; the product name always stands beside it. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <circle cx="16" cy="16" r="14" fill="#0f766e" />
      <g fill="#ccfbf1">
        <circle cx="11" cy="11" r="2" />
        <circle cx="21" cy="11" r="2" />
        <circle cx="16" cy="16" r="2" />
        <circle cx="11" cy="21" r="2" />
        <circle cx="21" cy="21" r="2" />
      </g>
    </svg>
  );
}
