import { type Messages, registerMessages } from '../i18n/i18n.ts';

/** The writing surface of posts and project stories (issue 29, docs/writing.md): its toolbar, help and preview. */
const en = {
  toolbar: 'Formatting',
  heading2: 'Heading',
  heading3: 'Subheading',
  bold: 'Bold',
  italic: 'Italic',
  link: 'Link',
  quote: 'Quote',
  bulleted: 'Bulleted list',
  numbered: 'Numbered list',
  image: 'Image from the library',
  withKeys: '{{name}} ({{keys}})',
  linkPlaceholder: 'link text',
  helpSummary: 'Formatting',
  helpIntro:
    'Write as you would in an e-mail; the toolbar and these keys add the marks the site shows. Leave a blank line between paragraphs.',
  helpWhat: 'What',
  helpWritten: 'Written as',
  helpKeys: 'Keys',
  helpImage: 'From the library: its default alt text describes it, and you can change the words in brackets.',
  write: 'Write',
  preview: 'Preview',
  previewLabel: 'Preview of the page',
  storyPreviewEmpty: 'Nothing written yet.',
  viewSwitch: 'Write or preview',
};

export const messages: Messages<typeof en> = {
  en,
  es: {
    toolbar: 'Formato',
    heading2: 'Título',
    heading3: 'Subtítulo',
    bold: 'Negrita',
    italic: 'Cursiva',
    link: 'Enlace',
    quote: 'Cita',
    bulleted: 'Lista con viñetas',
    numbered: 'Lista numerada',
    image: 'Imagen de la biblioteca',
    withKeys: '{{name}} ({{keys}})',
    linkPlaceholder: 'texto del enlace',
    helpSummary: 'Formato',
    helpIntro:
      'Escribe como en un correo; la barra y estas teclas añaden las marcas que muestra el sitio. Deja una línea en blanco entre párrafos.',
    helpWhat: 'Qué',
    helpWritten: 'Se escribe',
    helpKeys: 'Teclas',
    helpImage:
      'De la biblioteca: su texto alternativo por defecto la describe, y puedes cambiar las palabras entre corchetes.',
    write: 'Escribir',
    preview: 'Vista previa',
    previewLabel: 'Vista previa de la página',
    storyPreviewEmpty: 'Aún no hay nada escrito.',
    viewSwitch: 'Escribir o ver la vista previa',
  },
  fr: {
    toolbar: 'Mise en forme',
    heading2: 'Titre',
    heading3: 'Sous-titre',
    bold: 'Gras',
    italic: 'Italique',
    link: 'Lien',
    quote: 'Citation',
    bulleted: 'Liste à puces',
    numbered: 'Liste numérotée',
    image: 'Image de la médiathèque',
    withKeys: '{{name}} ({{keys}})',
    linkPlaceholder: 'texte du lien',
    helpSummary: 'Mise en forme',
    helpIntro:
      'Écrivez comme dans un e-mail ; la barre et ces touches ajoutent les marques que le site affiche. Laissez une ligne vide entre les paragraphes.',
    helpWhat: 'Quoi',
    helpWritten: 'S’écrit',
    helpKeys: 'Touches',
    helpImage:
      'De la médiathèque : son texte alternatif par défaut la décrit, et vous pouvez changer les mots entre crochets.',
    write: 'Écrire',
    preview: 'Aperçu',
    previewLabel: 'Aperçu de la page',
    storyPreviewEmpty: 'Rien d’écrit pour l’instant.',
    viewSwitch: 'Écrire ou voir l’aperçu',
  },
};

export const writingText = registerMessages('writing', messages);
