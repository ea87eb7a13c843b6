import { type Messages, registerMessages } from '../../shared/i18n/i18n.ts';

/** The content export (docs/operations.md): a download on the Studio page, for admins (D14). */
const en = {
  exportContent: 'Export content',
  exportHint:
    'Downloads the studio’s content as a JSON file: projects with their images, blog posts, testimonials, option lists and studio details. Leads and accounts are not included.',
};

export const messages = {
  en,
  es: {
    exportContent: 'Exportar contenido',
    exportHint:
      'Descarga el contenido del estudio en un archivo JSON: proyectos con sus imágenes, artículos del blog, testimonios, listas de opciones y datos del estudio. No incluye contactos ni cuentas.',
  },
  fr: {
    exportContent: 'Exporter le contenu',
    exportHint:
      'Télécharge le contenu du studio dans un fichier JSON : projets avec leurs images, articles du blog, témoignages, listes d’options et informations du studio. Les prospects et les comptes n’y figurent pas.',
  },
} satisfies Messages<typeof en>;

export const contentExportText = registerMessages('contentExport', messages);
