import { type Messages, registerMessages } from '../shared/i18n/i18n.ts';

/** Issue 30: the lead page's "Where they came from" (docs/analytics.md, lead attribution). */
const en = {
  attributionTitle: 'Where they came from',
  landingPage: 'Landing page',
  cameFrom: 'Came from',
  direct: 'Direct (no other site linked to it)',
  utmSource: 'Campaign source',
  utmMedium: 'Campaign medium',
  utmCampaign: 'Campaign',
  utmTerm: 'Campaign term',
  utmContent: 'Campaign content',
  enquiredOn: 'Enquired on',
  opensInNewTab: '(opens in a new tab)',
  attributionNote: 'From the visit the enquiry was made in; counted only when the visitor’s browser allows it.',
};

export const messages = {
  en,
  es: {
    attributionTitle: 'De dónde llegó',
    landingPage: 'Página de llegada',
    cameFrom: 'Llegó desde',
    direct: 'Directo (ningún otro sitio enlazó)',
    utmSource: 'Fuente de la campaña',
    utmMedium: 'Medio de la campaña',
    utmCampaign: 'Campaña',
    utmTerm: 'Término de la campaña',
    utmContent: 'Contenido de la campaña',
    enquiredOn: 'Consultó en',
    opensInNewTab: '(se abre en una pestaña nueva)',
    attributionNote: 'De la visita en que hizo la consulta; solo se cuenta si el navegador del visitante lo permite.',
  },
  fr: {
    attributionTitle: 'D’où il ou elle venait',
    landingPage: 'Page d’arrivée',
    cameFrom: 'Venu de',
    direct: 'Direct (aucun autre site n’y menait)',
    utmSource: 'Source de la campagne',
    utmMedium: 'Support de la campagne',
    utmCampaign: 'Campagne',
    utmTerm: 'Terme de la campagne',
    utmContent: 'Contenu de la campagne',
    enquiredOn: 'Demande faite sur',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    attributionNote:
      'D’après la visite où la demande a été faite ; compté seulement si le navigateur du visiteur l’accepte.',
  },
} satisfies Messages<typeof en>;

export const leadAttributionText = registerMessages('leadAttribution', messages);
