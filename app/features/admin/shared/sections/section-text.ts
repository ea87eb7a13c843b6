import type { AdminSectionId } from './admin-sections.ts';
import type { shellText } from './messages.ts';

type ShellKey = keyof typeof shellText.en;

/** Each section's name (navigation entry and heading) and one line on what it is for, as shell catalog keys. */
export const SECTION_TEXT = {
  overview: { label: 'sectionOverview', about: 'aboutOverview' },
  analytics: { label: 'sectionAnalytics', about: 'aboutAnalytics' },
  projects: { label: 'sectionProjects', about: 'aboutProjects' },
  blog: { label: 'sectionBlog', about: 'aboutBlog' },
  testimonials: { label: 'sectionTestimonials', about: 'aboutTestimonials' },
  lookbook: { label: 'sectionLookbook', about: 'aboutLookbook' },
  media: { label: 'sectionMedia', about: 'aboutMedia' },
  formOptions: { label: 'sectionFormOptions', about: 'aboutFormOptions' },
  emailSequences: { label: 'sectionEmailSequences', about: 'aboutEmailSequences' },
  leads: { label: 'sectionLeads', about: 'aboutLeads' },
  pipeline: { label: 'sectionPipeline', about: 'aboutPipeline' },
  bookings: { label: 'sectionBookings', about: 'aboutBookings' },
  emailSetup: { label: 'sectionEmailSetup', about: 'aboutEmailSetup' },
  users: { label: 'sectionUsers', about: 'aboutUsers' },
  studio: { label: 'sectionStudio', about: 'aboutStudio' },
  account: { label: 'sectionAccount', about: 'aboutAccount' },
} as const satisfies Record<AdminSectionId, { label: ShellKey; about: ShellKey }>;
