import {
  BookOpen,
  Bot,
  Brain,
  Code,
  Cpu,
  FlaskConical,
  Lightbulb,
  type LucideIcon,
  Sparkles,
} from 'lucide-react';

/** Cover backgrounds and icon colours from the theme's tokens (right in light and dark alike). */
const PALETTES = [
  'from-brand-100 to-brand-50 text-brand-500 dark:from-brand-950 dark:to-surface',
  'from-info-soft to-surface text-info',
  'from-success-soft to-surface text-success',
  'from-warning-soft to-surface text-warning',
  'from-danger-soft to-surface text-danger',
  'from-surface-muted to-surface text-link',
] as const;

const ICONS: readonly LucideIcon[] = [BookOpen, Brain, Bot, Code, Cpu, FlaskConical, Lightbulb, Sparkles];

/** A stable number from a string (FNV-1a), so a course always gets the same look. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The cover colours and icon of a course without a cover image, chosen from its id. */
export function courseCoverLook(key: string): { palette: string; Icon: LucideIcon } {
  const hash = hashOf(key);
  const palette = PALETTES[hash % PALETTES.length] ?? PALETTES[0];
  const Icon = ICONS[Math.floor(hash / PALETTES.length) % ICONS.length] ?? BookOpen;
  return { palette, Icon };
}

/** A course's cover: its image, or a colour and icon of its own (decorative either way). */
export function CourseCover({
  courseKey,
  coverUrl,
}: {
  courseKey: string;
  coverUrl?: string | null | undefined;
}) {
  const { palette, Icon } = courseCoverLook(courseKey);
  return (
    <div
      className={`flex h-28 items-center justify-center bg-gradient-to-br ${palette}`}
      data-testid="course-cover"
    >
      {coverUrl ? (
        <img src={coverUrl} alt="" className="h-full w-full object-cover" />
      ) : (
        <Icon aria-hidden="true" className="size-10" />
      )}
    </div>
  );
}
