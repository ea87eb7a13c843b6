import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Project } from '#shared/content.ts';
import type { RichTextBlock } from '#shared/rich-text/rich-text.ts';
import { RichText } from '../rich-text/rich-text-view.tsx';
import { Badge } from './badge.tsx';

/** The story of seven columns of max-w-7xl, or the page's width below lg. */
const STORY_IMAGE_SIZES =
  '(min-width: 1280px) 710px, (min-width: 1024px) 55vw, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)';

/** The story (the description, parsed: docs/content-format.md), the tags and the way to get in touch. */
export function ProjectDetails({ project, story }: { project: Project; story: RichTextBlock[] }) {
  return (
    <div className="grid gap-14 lg:grid-cols-12 lg:gap-10">
      <section aria-labelledby="about-title" className="lg:col-span-7">
        <h2 id="about-title" className="font-sans text-xs font-semibold tracking-[0.2em] text-olive uppercase">
          About the project
        </h2>
        <RichText
          blocks={story}
          imageSizes={STORY_IMAGE_SIZES}
          className="mt-6 text-lg leading-relaxed text-charcoal md:text-xl md:leading-relaxed"
        />
      </section>

      <aside aria-label="Project details" className="space-y-12 lg:col-span-4 lg:col-start-9">
        {project.tags.length > 0 && (
          <section aria-labelledby="tags-title">
            <h2 id="tags-title" className="font-sans text-xs font-semibold tracking-[0.2em] text-olive uppercase">
              Tags
            </h2>
            <ul className="mt-5 flex flex-wrap gap-2">
              {project.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="tag">{tag}</Badge>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="contact-title" className="rounded-xl bg-sand p-7 sm:p-8">
          <h2 id="contact-title" className="text-2xl leading-snug text-ink">
            Imagining a room like this?
          </h2>
          <p className="mt-3 leading-relaxed text-muted">
            Tell us about your home and how you live in it, and we will share how we would begin.
          </p>
          <Link
            to="/contact"
            className="group mt-6 inline-flex items-center gap-2 rounded-full bg-charcoal px-6 py-3 text-sm font-medium text-linen transition-colors duration-200 hover:bg-ink"
          >
            Get In Touch
            <ArrowRight
              className="size-4 transition-transform duration-200 group-hover:translate-x-0.5 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </Link>
        </section>
      </aside>
    </div>
  );
}
