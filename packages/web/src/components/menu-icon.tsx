import {
  BookOpen,
  Briefcase,
  Calendar,
  ClipboardList,
  Factory,
  GraduationCap,
  LayoutDashboard,
  Lightbulb,
  type LucideIcon,
  Newspaper,
  Rocket,
  School,
  TrendingUp,
  Users,
  Wrench,
} from 'lucide-react';

/** The icon names of core's menu table, drawn with lucide. */
const ICONS: Record<string, LucideIcon> = {
  newspaper: Newspaper,
  factory: Factory,
  rocket: Rocket,
  'graduation-cap': GraduationCap,
  lightbulb: Lightbulb,
  school: School,
  'trending-up': TrendingUp,
  briefcase: Briefcase,
  wrench: Wrench,
  users: Users,
  'book-open': BookOpen,
  calendar: Calendar,
  'clipboard-list': ClipboardList,
  dashboard: LayoutDashboard,
};

/** The icon of a menu entry; a dashboard icon for unknown names. */
export function MenuIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? LayoutDashboard;
  return <Icon aria-hidden="true" className={className ?? 'size-5'} />;
}
