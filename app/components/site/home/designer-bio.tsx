import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { PageImage } from '../../../lib/page-shapes.ts';
import { Picture } from '../../ui/picture.tsx';

interface DesignerBioProps {
  name: string;
  title: string;
  bio: string;
  /** a room from the portfolio beside the text; the section stands without one */
  image: PageImage | null;
}

/** The short bio on the home page (public site §2): who designs your home, and a way to read more. */
export function DesignerBio({ name, title, bio, image }: DesignerBioProps) {
  return (
    <section
      className="below-first-screen bg-sand [--first-size:973px] md:[--first-size:656px]"
      aria-labelledby="designer-title"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 py-20 sm:px-8 md:grid-cols-2 md:gap-16 md:py-28">
        {image && (
          <div className="aspect-[4/3] overflow-hidden rounded-lg bg-stone">
            {/* A 3:2 image covering a 4:3 box is drawn 9/8 as wide as the box. */}
            <Picture
              image={image}
              sizes="(min-width: 1280px) 648px, (min-width: 768px) calc(56vw - 72px), calc(112vw - 45px)"
              className="size-full object-cover"
            />
          </div>
        )}
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Meet the designer</p>
          <h2 id="designer-title" className="mt-3 text-4xl text-ink md:text-5xl">
            {name}
          </h2>
          <p className="mt-3 text-sm tracking-[0.14em] text-umber uppercase">{title}</p>
          <p className="mt-6 text-lg leading-relaxed text-charcoal">{bio}</p>
          <Link
            to="/about"
            className="mt-8 inline-flex items-center gap-2 border-b border-charcoal/40 pb-1 text-sm font-medium text-ink transition-colors duration-300 hover:border-ink motion-reduce:transition-none"
          >
            More about the studio
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
