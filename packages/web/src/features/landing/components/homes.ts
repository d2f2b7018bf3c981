import type { Home } from '@ailab/core/homes/choose-home';
import {
  BookOpen,
  Bot,
  CalendarDays,
  GraduationCap,
  Handshake,
  LineChart,
  Newspaper,
  Rocket,
  School,
  Sparkles,
  Trophy,
  Users,
} from 'lucide-react';
import { paths } from '../../../config/paths';
import type { LandingContent } from './landing-page';

/** What each public home shows; the words live in `web:landing.<home>`. */
export const HOME_CONTENT: Record<Home, LandingContent> = {
  ailab: {
    home: 'ailab',
    primaryHref: paths.register,
    secondaryHref: paths.login,
    ctaHref: paths.education.all,
    accent:
      'from-brand-100 via-white to-fuchsia-100 dark:from-brand-950 dark:via-slate-950 dark:to-fuchsia-950',
    features: [
      { key: 'news', icon: Newspaper },
      { key: 'research', icon: LineChart },
      { key: 'learning', icon: GraduationCap },
      { key: 'startups', icon: Rocket },
      { key: 'tools', icon: Bot },
      { key: 'community', icon: Users },
    ],
    stats: ['members', 'courses', 'reports'],
  },
  venture: {
    home: 'venture',
    primaryHref: paths.register,
    secondaryHref: paths.events,
    ctaHref: paths.apply,
    accent: 'from-amber-100 via-white to-rose-100 dark:from-amber-950 dark:via-slate-950 dark:to-rose-950',
    features: [
      { key: 'studio', icon: Rocket },
      { key: 'investors', icon: Handshake },
      { key: 'events', icon: CalendarDays },
    ],
    stats: ['startups', 'members', 'events'],
  },
  education: {
    home: 'education',
    primaryHref: paths.education.all,
    secondaryHref: paths.register,
    ctaHref: paths.login,
    accent: 'from-emerald-100 via-white to-sky-100 dark:from-emerald-950 dark:via-slate-950 dark:to-sky-950',
    features: [
      { key: 'courses', icon: BookOpen },
      { key: 'quizzes', icon: Trophy },
      { key: 'institutes', icon: School },
      { key: 'paths', icon: Sparkles },
    ],
    stats: ['courses', 'members', 'institutes'],
  },
};
