import { ROOM_TYPES, type RoomType } from '#shared/chat.ts';
import { PROCESS_STEPS } from '#shared/process-steps.ts';
import { ROOM_GUIDES } from './room-guides.ts';
import { optionLabel, type StudioSnapshot } from './studio-snapshot.ts';
import { STYLE_GUIDES } from './style-guides.ts';

export type DocKind =
  | 'project'
  | 'post'
  | 'service'
  | 'process'
  | 'studio'
  | 'testimonial'
  | 'room-guide'
  | 'style-guide';
export type GuideTopic = 'layout' | 'lighting' | 'materials' | 'color' | 'furniture' | 'budget';
export const GUIDE_TOPICS: GuideTopic[] = ['layout', 'lighting', 'materials', 'color', 'furniture', 'budget'];

/** One searchable piece of knowledge and the page it comes from. */
export interface KnowledgeDoc {
  id: string;
  kind: DocKind;
  title: string;
  /** short, weighty words: category, style, tags, topic */
  keywords: string;
  text: string;
  /** the page a link points to; null for the built-in guidance, which has no page */
  href: string | null;
  /** the slug of a project or post, the room and topic of a guide, the style of a style guide */
  slug?: string;
  room?: RoomType;
  topic?: GuideTopic;
  style?: string;
}

/** Words visitors use for each topic, so "bulbs" finds the lighting guide. */
const TOPIC_KEYWORDS: Record<GuideTopic, string> = {
  layout:
    'layout floor plan arrangement space planning furniture placement clearance walkway size small bigger larger spacious flow',
  lighting: 'lighting lights lamps bulbs pendants sconces dimmers dark bright daylight',
  materials: 'materials finishes fabrics surfaces flooring worktops countertops tile wood stone durable',
  color: 'color colors palette paint walls white dark north south facing undertone',
  furniture: 'furniture pieces sofa chairs table bed storage rug curtains',
  budget: 'budget cost price spend save money',
};

const TOPIC_TITLES: Record<GuideTopic, string> = {
  layout: 'layout',
  lighting: 'lighting',
  materials: 'materials',
  color: 'color',
  furniture: 'furniture',
  budget: 'budget',
};

export const SERVICES_HREF = '/about#services-title';
export const PROCESS_HREF = '/#process-title';

/** The studio's content and the built-in design guidance as documents for the index. */
export function buildKnowledgeDocs(snapshot: StudioSnapshot): KnowledgeDoc[] {
  const { settings, options } = snapshot;
  const docs: KnowledgeDoc[] = [];
  for (const project of snapshot.projects) {
    docs.push({
      id: `project:${project.slug}`,
      kind: 'project',
      title: project.title,
      keywords: [
        optionLabel(options.categories, project.category),
        optionLabel(options.styles, project.style),
        ...project.tags,
        project.location,
      ].join(' '),
      text: [project.description, ...project.gallery.map((image) => image.alt)].join(' '),
      href: `/projects/${project.slug}`,
      slug: project.slug,
      style: project.style,
    });
  }
  for (const post of snapshot.posts) {
    docs.push({
      id: `post:${post.slug}`,
      kind: 'post',
      title: post.title,
      keywords: [...post.tags, post.category.replace(/-/g, ' ')].join(' '),
      // The snapshot holds the content as plain text already.
      text: `${post.excerpt} ${post.content}`,
      href: `/blog/${post.slug}`,
      slug: post.slug,
    });
  }
  settings.services.forEach((service, index) => {
    docs.push({
      id: `service:${index}`,
      kind: 'service',
      title: service.title,
      keywords: 'service services offer',
      text: service.description,
      href: SERVICES_HREF,
    });
  });
  docs.push({
    id: 'process',
    kind: 'process',
    title: 'Our design process',
    keywords: 'process steps how it works what happens working together',
    text: PROCESS_STEPS.map((step) => `${step.title}. ${step.description}`).join(' '),
    href: PROCESS_HREF,
  });
  if (settings.story || settings.bioShort) {
    docs.push({
      id: 'studio',
      kind: 'studio',
      title: `About ${settings.studioName}`,
      keywords: `studio designer founder team story ${settings.designerName} ${settings.designerTitle}`,
      text: `${settings.bioShort} ${settings.story}`,
      href: '/about',
    });
  }
  for (const testimonial of snapshot.testimonials) {
    docs.push({
      id: `testimonial:${testimonial.id}`,
      kind: 'testimonial',
      title: `${testimonial.name}${testimonial.project ? ` on ${testimonial.project}` : ''}`,
      keywords: 'review testimonial client says',
      text: testimonial.content,
      href: `/about#testimonial-${testimonial.id}`,
    });
  }
  for (const room of ROOM_TYPES) {
    const guide = ROOM_GUIDES[room];
    for (const topic of GUIDE_TOPICS) {
      docs.push({
        id: `guide:${room}:${topic}`,
        kind: 'room-guide',
        title: `${guide.label} ${TOPIC_TITLES[topic]}`,
        keywords: `${guide.label} ${TOPIC_KEYWORDS[topic]}`,
        text: guide[topic].join(' '),
        href: null,
        room,
        topic,
      });
    }
  }
  for (const style of STYLE_GUIDES) {
    docs.push({
      id: `style:${style.style}`,
      kind: 'style-guide',
      title: `${style.label} style`,
      keywords: `${style.aliases.join(' ')} style`,
      text: [style.concept, style.furniture, style.lighting, style.avoid, ...Object.values(style.rooms)].join(' '),
      href: null,
      style: style.style,
    });
  }
  return docs;
}
