import { type Messages, registerMessages } from '../i18n/i18n.ts';

/** Issue 29: a write that moved the home hero's first slide or the lookbook's cover says so. */
const en = {
  orderSavedTitle: 'Order saved',
  heroNow: 'The home page now opens with a picture of “{{project}}”.',
  heroEmpty: 'The home page’s banner has no picture now.',
  coverNow: 'The lookbook’s cover is now a picture of “{{project}}”.',
  coverEmpty: 'The lookbook has no cover picture now.',
};

export const messages: Messages<typeof en> = {
  en,
  es: {
    orderSavedTitle: 'Orden guardado',
    heroNow: 'La página de inicio abre ahora con una foto de «{{project}}».',
    heroEmpty: 'El banner de la página de inicio ya no tiene foto.',
    coverNow: 'La portada del lookbook es ahora una foto de «{{project}}».',
    coverEmpty: 'El lookbook ya no tiene foto de portada.',
  },
  fr: {
    orderSavedTitle: 'Ordre enregistré',
    heroNow: 'La page d’accueil s’ouvre désormais sur une photo de « {{project}} ».',
    heroEmpty: 'La bannière de la page d’accueil n’a plus de photo.',
    coverNow: 'La couverture du lookbook est désormais une photo de « {{project}} ».',
    coverEmpty: 'Le lookbook n’a plus de photo de couverture.',
  },
};

export const showcaseText = registerMessages('showcase', messages);
