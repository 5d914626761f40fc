import { Typography } from '@basera/shared/ui';

/** Eyebrow, heading and an optional line of text, centred above a home section. */
export function SectionHeading({
  eyebrow,
  heading,
  description,
  id,
}: {
  eyebrow?: string;
  heading: string;
  description?: string;
  id?: string;
}) {
  return (
    <header style={{ textAlign: 'center', marginBottom: 24 }}>
      {eyebrow && (
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
          {eyebrow}
        </Typography>
      )}
      <Typography variant="h2" id={id}>
        {heading}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720, mx: 'auto' }}>
          {description}
        </Typography>
      )}
    </header>
  );
}
