import type { Language } from '#shared/admin/auth.ts';
import type { LeadSource, LeadStatus } from '#shared/admin/leads.ts';

/**
 * The CSV's fixed texts in the admin's language (D28): column headers, statuses and sources, as
 * the inbox names them (app/features/admin/shared/leads/messages.ts). Stored codes never reach the
 * owner (issue 27); the studio's own option labels come from Form Options.
 */
export interface CsvLabels {
  headers: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    projectType: string;
    budget: string;
    status: string;
    source: string;
    message: string;
    created: string;
    updated: string;
    lastActivity: string;
    consent: string;
    enrolled: string;
    unsubscribed: string;
  };
  status: Record<LeadStatus, string>;
  source: Record<LeadSource, string>;
}

export const CSV_LABELS: Record<Language, CsvLabels> = {
  en: {
    headers: {
      id: 'ID',
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      projectType: 'Project Type',
      budget: 'Budget',
      status: 'Status',
      source: 'Source',
      message: 'Message',
      created: 'Created',
      updated: 'Updated',
      lastActivity: 'Last Activity',
      consent: 'Consent',
      enrolled: 'Enrolled',
      unsubscribed: 'Unsubscribed',
    },
    status: {
      active: 'Active',
      contacted: 'Contacted',
      qualified: 'Qualified',
      converted: 'Converted',
      unsubscribed: 'Unsubscribed',
      bounced: 'Bounced',
    },
    source: {
      contact: 'Contact Form',
      lookbook: 'Lookbook',
      chat: 'Chat',
      manual: 'Manual',
      referral: 'Referral',
      social_media: 'Social Media',
    },
  },
  es: {
    headers: {
      id: 'ID',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      projectType: 'Tipo de proyecto',
      budget: 'Presupuesto',
      status: 'Estado',
      source: 'Origen',
      message: 'Mensaje',
      created: 'Creado',
      updated: 'Actualizado',
      lastActivity: 'Última actividad',
      consent: 'Consentimiento',
      enrolled: 'Inscrito',
      unsubscribed: 'Dado de baja',
    },
    status: {
      active: 'Activo',
      contacted: 'Contactado',
      qualified: 'Cualificado',
      converted: 'Convertido',
      unsubscribed: 'Dado de baja',
      bounced: 'Rebotado',
    },
    source: {
      contact: 'Formulario de contacto',
      lookbook: 'Lookbook',
      chat: 'Chat',
      manual: 'Manual',
      referral: 'Recomendación',
      social_media: 'Redes sociales',
    },
  },
  fr: {
    headers: {
      id: 'ID',
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      projectType: 'Type de projet',
      budget: 'Budget',
      status: 'Statut',
      source: 'Origine',
      message: 'Message',
      created: 'Créé',
      updated: 'Modifié',
      lastActivity: 'Dernière activité',
      consent: 'Consentement',
      enrolled: 'Inscrit',
      unsubscribed: 'Désinscrit',
    },
    status: {
      active: 'Actif',
      contacted: 'Contacté',
      qualified: 'Qualifié',
      converted: 'Converti',
      unsubscribed: 'Désinscrit',
      bounced: 'Rejeté',
    },
    source: {
      contact: 'Formulaire de contact',
      lookbook: 'Lookbook',
      chat: 'Chat',
      manual: 'Manuel',
      referral: 'Recommandation',
      social_media: 'Réseaux sociaux',
    },
  },
};
