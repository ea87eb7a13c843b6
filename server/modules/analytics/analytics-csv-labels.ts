import type { Goal, PageTemplate, Rating } from '#shared/admin/analytics.ts';
import type { Language } from '#shared/admin/auth.ts';
import type { ScreenClass } from '#shared/analytics/beacon.ts';

/**
 * The analytics CSV's fixed texts in the signed-in admin's own language (their preference, as the
 * leads export: ../leads/lead-csv-labels.ts), worded as the Analytics tab
 * words them (app/features/admin/analytics/messages.ts), so a downloaded file reads like the
 * table beside its link. Paths, titles, referrer hosts and campaign names are the visitors' and
 * the studio's own, never translated.
 */
export interface AnalyticsCsvLabels {
  headers: {
    page: string;
    template: string;
    visitors: string;
    pageviews: string;
    enquiries: string;
    lookbooks: string;
    bookings: string;
    source: string;
    campaign: string;
    device: string;
    goal: string;
    count: string;
    kind: string;
    title: string;
    metric: string;
    p75: string;
    samples: string;
    rating: string;
  };
  /** the source of visits without an external referrer */
  direct: string;
  template: Record<PageTemplate, string>;
  screen: Record<ScreenClass, string>;
  kind: Record<'project' | 'post', string>;
  goal: Record<Goal, string>;
  rating: Record<Rating, string>;
}

export const ANALYTICS_CSV_LABELS: Record<Language, AnalyticsCsvLabels> = {
  en: {
    headers: {
      page: 'Page',
      template: 'Template',
      visitors: 'Visitors',
      pageviews: 'Pageviews',
      enquiries: 'Enquiries',
      lookbooks: 'Lookbook downloads',
      bookings: 'Bookings',
      source: 'Source',
      campaign: 'Campaign',
      device: 'Device',
      goal: 'Goal',
      count: 'Count',
      kind: 'Kind',
      title: 'Title',
      metric: 'Metric',
      p75: 'p75',
      samples: 'Samples',
      rating: 'Rating',
    },
    direct: 'Direct',
    template: {
      home: 'Home',
      portfolio: 'Portfolio',
      project: 'Project',
      journal: 'Journal',
      post: 'Journal post',
      about: 'About',
      contact: 'Contact',
      book: 'Booking',
      other: 'Other',
    },
    screen: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' },
    kind: { project: 'Project', post: 'Journal post' },
    goal: { enquiry: 'Enquiry', lookbook: 'Lookbook download', booking: 'Booking' },
    rating: { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' },
  },
  es: {
    headers: {
      page: 'Página',
      template: 'Plantilla',
      visitors: 'Visitantes',
      pageviews: 'Páginas vistas',
      enquiries: 'Consultas',
      lookbooks: 'Descargas del lookbook',
      bookings: 'Reservas',
      source: 'Fuente',
      campaign: 'Campaña',
      device: 'Dispositivo',
      goal: 'Objetivo',
      count: 'Total',
      kind: 'Tipo',
      title: 'Título',
      metric: 'Métrica',
      p75: 'p75',
      samples: 'Muestras',
      rating: 'Valoración',
    },
    direct: 'Directo',
    template: {
      home: 'Inicio',
      portfolio: 'Portafolio',
      project: 'Proyecto',
      journal: 'Diario',
      post: 'Artículo del diario',
      about: 'Sobre nosotros',
      contact: 'Contacto',
      book: 'Reservas',
      other: 'Otra',
    },
    screen: { phone: 'Móvil', tablet: 'Tableta', desktop: 'Ordenador' },
    kind: { project: 'Proyecto', post: 'Artículo del diario' },
    goal: { enquiry: 'Consulta', lookbook: 'Descarga del lookbook', booking: 'Reserva' },
    rating: { good: 'Bueno', 'needs-improvement': 'Mejorable', poor: 'Deficiente' },
  },
  fr: {
    headers: {
      page: 'Page',
      template: 'Modèle',
      visitors: 'Visiteurs',
      pageviews: 'Pages vues',
      enquiries: 'Demandes',
      lookbooks: 'Téléchargements du lookbook',
      bookings: 'Réservations',
      source: 'Source',
      campaign: 'Campagne',
      device: 'Appareil',
      goal: 'Objectif',
      count: 'Nombre',
      kind: 'Type',
      title: 'Titre',
      metric: 'Mesure',
      p75: 'p75',
      samples: 'Échantillons',
      rating: 'Note',
    },
    direct: 'Direct',
    template: {
      home: 'Accueil',
      portfolio: 'Portfolio',
      project: 'Projet',
      journal: 'Journal',
      post: 'Article du journal',
      about: 'À propos',
      contact: 'Contact',
      book: 'Réservation',
      other: 'Autre',
    },
    screen: { phone: 'Téléphone', tablet: 'Tablette', desktop: 'Ordinateur' },
    kind: { project: 'Projet', post: 'Article du journal' },
    goal: { enquiry: 'Demande', lookbook: 'Téléchargement du lookbook', booking: 'Réservation' },
    rating: { good: 'Bon', 'needs-improvement': 'À améliorer', poor: 'Mauvais' },
  },
};
