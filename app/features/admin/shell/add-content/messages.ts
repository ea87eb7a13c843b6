import { type Messages, registerMessages } from '../../shared/i18n/i18n.ts';

/** The header's 'Add Content' dialog (admin area §5, §8; D1–D3, D24). */
const en = {
  intro: 'Create a project, blog post or testimonial. Photos and the other details can be added in its tab.',
  contentType: 'Content type',
  typeProject: 'Project',
  typeBlogPost: 'Blog post',
  typeTestimonial: 'Testimonial',
};

export const messages: Messages<typeof en> = {
  en,
  es: {
    intro: 'Crea un proyecto, un artículo o un testimonio. Las fotos y demás detalles se añaden en su pestaña.',
    contentType: 'Tipo de contenido',
    typeProject: 'Proyecto',
    typeBlogPost: 'Artículo',
    typeTestimonial: 'Testimonio',
  },
  fr: {
    intro: 'Créez un projet, un article ou un témoignage. Les photos et les autres détails s’ajoutent dans son onglet.',
    contentType: 'Type de contenu',
    typeProject: 'Projet',
    typeBlogPost: 'Article',
    typeTestimonial: 'Témoignage',
  },
};

export const addContentText = registerMessages('addContent', messages);
