const SIZES = { sm: 'size-6 rounded', md: 'size-10 rounded-md', lg: 'size-12 rounded-lg' } as const;

/**
 * An institute's logo beside its name (in a header, a table row, the supervisor view): decorative
 * there (the name says it), so its alt text is empty unless `label` names it; nothing when the
 * institute has none.
 */
export function InstituteLogo({
  institute,
  size = 'md',
  label = '',
}: {
  institute: { logo_url: string | null };
  size?: keyof typeof SIZES;
  /** The alt text where the logo stands for the institute (the invitation page). */
  label?: string;
}) {
  if (!institute.logo_url) return null;
  return (
    <img
      src={institute.logo_url}
      alt={label}
      loading="lazy"
      className={`${SIZES[size]} shrink-0 border border-line bg-surface object-contain`}
    />
  );
}
