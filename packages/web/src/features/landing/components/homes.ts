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

/** What each public home shows; the words live in `landing:<home>`. */
export const HOME_CONTENT: Record<Home, LandingContent> = {
  ailab: {
    home: 'ailab',
    primaryHref: paths.register,
    secondaryHref: paths.login,
    ctaHref: paths.education.all,
    accent: 'from-brand-100 via-white to-accent-100 dark:from-brand-950 dark:via-canvas dark:to-accent-950',
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
    accent: 'from-warning-soft via-surface to-danger-soft dark:via-canvas',
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
    accent: 'from-success-soft via-surface to-info-soft dark:via-canvas',
    features: [
      { key: 'courses', icon: BookOpen },
      { key: 'quizzes', icon: Trophy, href: paths.education.leaders },
      { key: 'institutes', icon: School },
      { key: 'paths', icon: Sparkles },
    ],
    stats: ['courses', 'members', 'institutes'],
  },
};
