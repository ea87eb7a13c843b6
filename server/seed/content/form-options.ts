import type { DemoFormOption } from './types.ts';

/** The option lists behind the contact form, the portfolio filters and the journal categories, in display order. */
export const demoFormOptions: DemoFormOption[] = [
  { fieldType: 'projectType', value: 'full-home-design', label: 'Full Home Design' },
  { fieldType: 'projectType', value: 'room-redesign', label: 'Room Redesign' },
  { fieldType: 'projectType', value: 'kitchen-bath', label: 'Kitchen & Bath' },
  { fieldType: 'projectType', value: 'design-consultation', label: 'Design Consultation' },
  { fieldType: 'projectType', value: 'color-material', label: 'Color & Material Selection' },
  { fieldType: 'projectType', value: 'space-planning', label: 'Space Planning' },
  { fieldType: 'projectType', value: 'project-management', label: 'Project Management' },

  { fieldType: 'budget', value: 'under-10k', label: 'Under $10,000' },
  { fieldType: 'budget', value: '10k-25k', label: '$10,000 – $25,000' },
  { fieldType: 'budget', value: '25k-50k', label: '$25,000 – $50,000' },
  { fieldType: 'budget', value: '50k-100k', label: '$50,000 – $100,000' },
  { fieldType: 'budget', value: 'over-100k', label: '$100,000+' },
  { fieldType: 'budget', value: 'not-sure', label: 'Not sure yet' },

  { fieldType: 'projectCategory', value: 'living-room', label: 'Living Room' },
  { fieldType: 'projectCategory', value: 'kitchen', label: 'Kitchen' },
  { fieldType: 'projectCategory', value: 'bedroom', label: 'Bedroom' },
  { fieldType: 'projectCategory', value: 'dining', label: 'Dining' },

  { fieldType: 'projectStyle', value: 'modern', label: 'Modern' },
  { fieldType: 'projectStyle', value: 'modern-minimalist', label: 'Modern Minimalist' },
  { fieldType: 'projectStyle', value: 'contemporary', label: 'Contemporary' },
  { fieldType: 'projectStyle', value: 'traditional', label: 'Traditional' },
  { fieldType: 'projectStyle', value: 'minimalist', label: 'Minimalist' },
  { fieldType: 'projectStyle', value: 'rustic', label: 'Rustic' },
  { fieldType: 'projectStyle', value: 'scandinavian', label: 'Scandinavian' },

  { fieldType: 'blogCategory', value: 'design-tips', label: 'Design Tips' },
  { fieldType: 'blogCategory', value: 'trends', label: 'Trends' },
  { fieldType: 'blogCategory', value: 'inspiration', label: 'Inspiration' },
  { fieldType: 'blogCategory', value: 'small-spaces', label: 'Small Spaces' },
  { fieldType: 'blogCategory', value: 'color-palettes', label: 'Color Palettes' },
  { fieldType: 'blogCategory', value: 'room-transformations', label: 'Room Transformations' },
];
